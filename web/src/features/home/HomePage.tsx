import {
  ArrowRight,
  BookMarked,
  BookOpen,
  Briefcase,
  GraduationCap,
  HeartPulse,
  Library,
  Loader2,
  type LucideIcon,
  NotebookPen,
  PenTool,
  Sparkles,
} from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageHref } from "../../lib/page-href";
import type { DemoPreview } from "./api/run-demo";
import { LandingNav } from "./LandingNav";

const CONTENT_TYPES: { key: string; icon: LucideIcon }[] = [
  { key: "books", icon: BookOpen },
  { key: "courses", icon: GraduationCap },
  { key: "guides", icon: BookMarked },
  { key: "workbooks", icon: NotebookPen },
  { key: "humanized", icon: Sparkles },
  { key: "manuals", icon: Library },
];

/** Who it is for, each card leading to the tool that serves them (a visitor is asked to sign in first). */
const AUDIENCES: { key: string; icon: LucideIcon; to: string }[] = [
  { key: "authors", icon: PenTool, to: "/literary" },
  { key: "experts", icon: HeartPulse, to: "/literary?template=stroke-recovery" },
  { key: "business", icon: Briefcase, to: "/global-content" },
];

const DemoDialog = lazy(() => import("./DemoDialog").then((module) => ({ default: module.DemoDialog })));

/**
 * The public landing page; `signedIn` comes from whoever checked the session (null until it answers). `notice` is a
 * line shown above it (the home page stands in for an address that has no page). `featured` and `reviews` are its
 * featured products and buyers' quotes: as the worker wrote them on the landing page, asked for by the app's own "/".
 */
export function HomePage({
  signedIn,
  notice,
  featured,
  reviews,
}: {
  signedIn: boolean | null;
  notice?: string;
  featured: ReactNode;
  reviews: ReactNode;
}) {
  const { t } = useTranslation("home");
  const href = usePageHref();
  const [demoRunning, setDemoRunning] = useState(false);
  const [dialog, setDialog] = useState<{ preview: DemoPreview | null } | null>(null);

  const tryDemo = () => {
    setDemoRunning(true);
    import("./api/run-demo")
      .then(({ runDemo }) => runDemo())
      .then(
        (preview) => setDialog({ preview }),
        () => setDialog({ preview: null }),
      )
      .finally(() => setDemoRunning(false));
  };

  return (
    <div className="min-h-screen bg-white">
      <LandingNav signedIn={signedIn} />

      <main>
        {notice && (
          <p
            role="status"
            className="break-words border-b border-amber-200 bg-amber-50 px-6 py-3 text-center text-amber-900"
          >
            {notice}
          </p>
        )}
        <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-20 md:grid-cols-2 md:py-28">
            <div>
              <span className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-700">
                <Sparkles className="h-4 w-4" aria-hidden />
                {t("hero.eyebrow")}
              </span>
              <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
                {t("hero.titleStart")}{" "}
                <span className="bg-gradient-to-r from-indigo-600 to-fuchsia-600 bg-clip-text text-transparent">
                  {t("hero.titleHighlight")}
                </span>
              </h1>
              <p className="mt-6 text-lg text-slate-600">{t("hero.subtitle")}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <button
                  type="button"
                  className="btn-primary px-6 py-3 text-base"
                  onClick={tryDemo}
                  disabled={demoRunning}
                >
                  {demoRunning && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                  {demoRunning ? t("hero.demoRunning") : t("hero.tryDemo")}
                </button>
                <a href={href("/register")} className="btn-secondary px-6 py-3 text-base">
                  {t("nav.joinFree")}
                </a>
              </div>
              <p className="mt-4 text-sm text-slate-500">{t("hero.note")}</p>
            </div>
            <div className="relative">
              <div
                className="absolute -inset-4 rounded-3xl bg-gradient-to-br from-indigo-400/30 to-fuchsia-400/30 blur-2xl"
                aria-hidden
              />
              <div className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-xl">
                <div className="flex items-center gap-2 text-sm font-medium text-slate-500">
                  <NotebookPen className="h-4 w-4 text-indigo-500" aria-hidden />
                  {t("hero.cardLabel")}
                </div>
                <h2 className="mt-3 text-xl font-semibold text-slate-900">{t("hero.cardTitle")}</h2>
                <ol className="mt-4 space-y-2 text-sm text-slate-600">
                  {(["one", "two", "three", "four"] as const).map((step, i) => (
                    <li key={step} className="flex gap-3">
                      <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
                        {i + 1}
                      </span>
                      {t(`hero.cardSteps.${step}`)}
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        </section>

        {featured}

        <section className="bg-slate-50 py-16" aria-labelledby="types-heading">
          <div className="mx-auto max-w-6xl px-6">
            <h2 id="types-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {t("types.heading")}
            </h2>
            <p className="mt-2 text-slate-600">{t("types.subheading")}</p>
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {CONTENT_TYPES.map(({ key, icon: Icon }) => (
                <div key={key} className="card">
                  <Icon className="h-8 w-8 text-indigo-500" aria-hidden />
                  <h3 className="mt-4 font-semibold text-slate-900">{t(`types.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-600">{t(`types.${key}.description`)}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="audience-heading">
          <h2 id="audience-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t("audience.heading")}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {AUDIENCES.map(({ key, icon: Icon, to }) => (
              <a
                key={key}
                href={href(to)}
                className="rounded-2xl bg-gradient-to-br from-indigo-50 to-fuchsia-50 p-6 transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <Icon className="h-8 w-8 text-purple-600" aria-hidden />
                <h3 className="mt-4 font-semibold text-slate-900">{t(`audience.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`audience.${key}.description`)}</p>
              </a>
            ))}
          </div>
        </section>

        {reviews}

        <section className="mx-auto max-w-4xl px-6 py-20 text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{t("cta.heading")}</h2>
          <p className="mt-4 text-lg text-slate-600">{t("cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={href("/register")} className="btn-primary px-6 py-3 text-base">
              {t("cta.join")}
              <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
            </a>
            <a href={href("/marketplace")} className="btn-secondary px-6 py-3 text-base">
              {t("cta.marketplace")}
            </a>
          </div>
        </section>
      </main>

      {/* The year is the visitor's; the prerendered page has the build's. */}
      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500" suppressHydrationWarning>
        {t("footer", { appName: t("common:appName"), year: new Date().getFullYear() })}
      </footer>

      {dialog && (
        <Suspense fallback={null}>
          <DemoDialog preview={dialog.preview} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
