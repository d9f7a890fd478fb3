import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { AppFrame } from "./app/AppFrame";
import { i18n, startI18n } from "./app/i18n";
import { LandingRoot } from "./app/LandingRoot";
import { Providers } from "./app/providers";
import { EMPTY_PARTS } from "./features/home/written-parts";
import { OrchestrationPage } from "./features/orchestration/OrchestrationPage";

export { PLATFORM_LANGUAGES, textDirection } from "../../worker/common/languages";

let started: Promise<void> | null = null;

async function prepareLanguage(language: string, namespaces: string[]): Promise<void> {
  started ??= startI18n(language);
  await started;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
}

/**
 * The landing page's markup in a language, as the browser's first render of it will be (web/landing.tsx renders the
 * same tree), so that React takes the prerendered page over without repainting it. Run at build time, in Node.
 */
export async function renderLanding(language: string): Promise<string> {
  await prepareLanguage(language, ["common", "home"]);
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LandingRoot parts={EMPTY_PARTS} />
      </I18nextProvider>
    </StrictMode>,
  );
}

/** Public pages that are the same for every visitor: prerendered whole inside the shell, with their catalogs. */
const STATIC_PAGES: Record<string, { namespaces: string[]; page: () => ReactNode }> = {
  "/orchestration": { namespaces: ["orchestration"], page: () => <OrchestrationPage prerendered /> },
};

/** The app's shell at a public page's path in a language, its page left for the worker to fill (or static, above). */
export async function renderAppFrame(language: string, path: string): Promise<string> {
  const content = STATIC_PAGES[path];
  await prepareLanguage(language, ["common", ...(content?.namespaces ?? [])]);
  return renderToString(
    <Providers>
      <AppFrame path={path} basename={language === "en" ? "/" : `/${language}`} page={content?.page()} />
    </Providers>,
  );
}
