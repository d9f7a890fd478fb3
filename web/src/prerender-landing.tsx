import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18n, startI18n } from "./app/i18n";
import { LandingRoot } from "./app/LandingRoot";

export { PLATFORM_LANGUAGES, textDirection } from "../../worker/common/languages";

let started: Promise<void> | null = null;

/**
 * The landing page's markup in a language, as the browser's first render of it will be (web/landing.tsx renders the
 * same tree), so that React takes the prerendered page over without repainting it. Run at build time, in Node.
 */
export async function renderLanding(language: string): Promise<string> {
  started ??= startI18n(language);
  await started;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(["common", "home"]);
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LandingRoot />
      </I18nextProvider>
    </StrictMode>,
  );
}
