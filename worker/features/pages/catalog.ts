import { PLATFORM_LANGUAGES, type PlatformLanguage } from "../../common/languages";
import ar from "./catalog/ar.json";
import de from "./catalog/de.json";
import en from "./catalog/en.json";
import es from "./catalog/es.json";
import fr from "./catalog/fr.json";
import hi from "./catalog/hi.json";
import it from "./catalog/it.json";
import ja from "./catalog/ja.json";
import ko from "./catalog/ko.json";
import pt from "./catalog/pt.json";
import ru from "./catalog/ru.json";
import zh from "./catalog/zh.json";

/** The public pages' titles and descriptions, for the heads the worker writes, in the platform's 12 languages. */
export type PageTexts = typeof en;
export type PageKind = keyof PageTexts;

export const PAGE_TEXTS: Record<PlatformLanguage, PageTexts> = { ar, de, en, es, fr, hi, it, ja, ko, pt, ru, zh };

/** The language a URL's first segment names, for the 11 prefixed languages; English pages have no prefix. */
export function languageOfSegment(segment: string | undefined): PlatformLanguage | null {
  const found = PLATFORM_LANGUAGES.find((language) => language === segment);
  return found && found !== "en" ? found : null;
}
