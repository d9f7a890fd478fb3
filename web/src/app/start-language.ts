import { isPublicPage, languageOfPath, pathInLanguage } from "../lib/language-path";
import { chosenLanguage, startI18n } from "./i18n";

/**
 * Starts the page in its language. A public page's URL names it (/es/marketplace); a visitor who chose another
 * language and opens an English URL of a public page is sent to the page in their language. Returns the URL's
 * language, or null for an unprefixed URL.
 */
export async function startPageLanguage(): Promise<string | null> {
  const urlLanguage = languageOfPath(window.location.pathname);
  const chosen = chosenLanguage();
  if (!urlLanguage && chosen !== "en" && isPublicPage(window.location.pathname)) {
    window.location.replace(`${pathInLanguage(window.location.pathname, chosen)}${window.location.search}`);
    await new Promise(() => {}); // the page is being replaced: nothing more to render here
  }
  await startI18n(urlLanguage);
  return urlLanguage;
}
