import { CheckCircle2, Download, Loader2, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCents } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { useCurrentUser } from "../../lib/current-user";
import { usePackages } from "./api/queries";
import { PdfOmissionNote } from "./PdfOmissionNote";

const STATUS_TONE: Record<string, string> = {
  ready: "bg-emerald-50 text-emerald-700",
  processing: "bg-amber-50 text-amber-700",
  published: "bg-indigo-50 text-indigo-700",
};

export function KdpPackagesPage() {
  const { t, i18n } = useTranslation("publishing");
  const { data: user, isPending } = useCurrentUser();
  const packages = usePackages(Boolean(user));
  if (isPending) return <PageLoading />;
  if (!user) {
    return (
      <p className="card mx-auto max-w-lg text-center">
        {t("packages.signIn")}{" "}
        <Link to="/login?next=%2Fkdp-packages" className="font-semibold text-indigo-600">
          {t("packages.signInLink")}
        </Link>
      </p>
    );
  }
  const list = packages.data?.packages ?? [];
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="card flex flex-wrap items-center justify-between gap-4">
        <dl className="flex gap-8">
          <div>
            <dt className="text-sm text-slate-500">{t("packages.generated")}</dt>
            <dd className="text-3xl font-bold" data-testid="packages-total">
              {packages.data?.totalGenerated ?? "–"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t("packages.ready")}</dt>
            <dd className="text-3xl font-bold">{packages.data?.ready ?? "–"}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => packages.refetch()}
          disabled={packages.isFetching}
        >
          {packages.isFetching ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <RefreshCw className="h-4 w-4" aria-hidden />
          )}
          {t("packages.refresh")}
        </button>
      </div>
      {list.length === 0 ? (
        <p className="card text-slate-600">
          {t("packages.none")}{" "}
          <Link to="/literary" className="font-semibold text-indigo-600">
            {t("packages.studio")}
          </Link>
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {list.map((item) => (
            <article key={item.id} className="card space-y-3" data-testid="package-card">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold">{item.title}</h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[item.status] ?? "bg-red-50 text-red-700"}`}
                >
                  {t(`packages.status.${item.status}`, { defaultValue: t("packages.status.error") })}
                </span>
              </div>
              <p className="text-sm text-slate-500">
                {t("packages.details", {
                  tier: t(`packages.tiers.${item.tier}`),
                  pages: item.pages,
                  words: item.wordCount.toLocaleString(i18n.language),
                  date: new Date(item.generatedAt).toLocaleString(i18n.language),
                })}
              </p>
              <p className="text-sm">{t("packages.price", { price: formatCents(item.priceCents, i18n.language) })}</p>
              {item.status === "ready" && (
                <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
                  <CheckCircle2 className="h-4 w-4" aria-hidden />
                  {t("packages.uploadReady")}
                </p>
              )}
              {item.pdfOmission && <PdfOmissionNote omission={item.pdfOmission} />}
              {item.downloadUrl && (
                <a href={item.downloadUrl} className="btn-primary" download>
                  <Download className="h-4 w-4" aria-hidden />
                  {t("packages.download")}
                </a>
              )}
            </article>
          ))}
        </div>
      )}
      <section className="card">
        <h2 className="mb-2 font-semibold">{t("packages.howTo")}</h2>
        <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
          {(["one", "two", "three", "four"] as const).map((step) => (
            <li key={step}>{t(`packages.steps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
