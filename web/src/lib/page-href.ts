import { useTranslation } from "react-i18next";
import { pathInLanguage } from "./language-path";

/**
 * The href of a page in the language being shown, for plain links: the landing page renders without the router (its
 * first load stays light), so its links are documents to load, written with the page's language prefix.
 */
export function usePageHref(): (path: string) => string {
  const { i18n } = useTranslation();
  return (path) => pathInLanguage(path, i18n.language);
}
