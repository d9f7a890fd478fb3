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

/** The words of the platform's e-mails, one catalog per interface language (the same 12 as the web app). */
export type EmailStrings = typeof en & { lang: string; dir: "ltr" | "rtl" };

export const EMAIL_CATALOG: Record<string, EmailStrings> = Object.fromEntries(
  Object.entries({ ar, de, en, es, fr, hi, it, ja, ko, pt, ru, zh }).map(([language, strings]) => [
    language,
    { ...en, ...strings, lang: language, dir: language === "ar" ? "rtl" : "ltr" } as EmailStrings,
  ]),
);
