import { PLATFORM_LANGUAGES } from "../../common/languages";
import { webCatalogs } from "../pages";
import { type AuditCheck, pass } from "./audit-check";

type Catalog = { [key: string]: string | Catalog };
const PLURAL = /_(zero|one|two|few|many|other)$/;
const SHOWN = 10;

/** A catalog's keys, plural forms counted once under their base key ("marketplace:card.purchases"). */
function keysOf(catalog: Catalog, prefix: string): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = `${prefix}.${key}`;
    if (typeof value === "string") keys.add(path.replace(PLURAL, ""));
    else for (const nested of keysOf(value, path)) keys.add(nested);
  }
  return keys;
}

function allKeys(catalogs: Record<string, Catalog>): Set<string> {
  const keys = new Set<string>();
  for (const [namespace, catalog] of Object.entries(catalogs))
    for (const key of keysOf(catalog, namespace)) keys.add(key);
  return keys;
}

const catalogsComplete: AuditCheck = {
  id: "catalogs-complete",
  name: "Every language has every string",
  category: "translation",
  async run({ env, origin }) {
    const assets = env.ASSETS;
    const bundles = assets
      ? await Promise.all(PLATFORM_LANGUAGES.map((language) => webCatalogs(assets, origin, language)))
      : [];
    const english = bundles[PLATFORM_LANGUAGES.indexOf("en")];
    if (!english)
      return {
        status: "fail",
        score: 0,
        message: "The build has no catalogs of the web app.",
        messageKey: "noCatalogs",
      };
    const englishKeys = allKeys(english);
    const missing: string[] = [];
    PLATFORM_LANGUAGES.forEach((language, i) => {
      const keys = bundles[i] ? allKeys(bundles[i]) : new Set<string>();
      for (const key of englishKeys) if (!keys.has(key)) missing.push(`${language}: ${key}`);
    });
    const expected = englishKeys.size * PLATFORM_LANGUAGES.length;
    if (missing.length === 0)
      return pass(
        `All ${PLATFORM_LANGUAGES.length} languages have all ${englishKeys.size} strings.`,
        "catalogsComplete",
        {
          count: englishKeys.size,
        },
      );
    return {
      status: missing.length > expected / 100 ? "fail" : "warning",
      score: Math.floor((100 * (expected - missing.length)) / expected),
      message: `${missing.length} strings are missing from the translations; the app shows English in their place.`,
      messageKey: "catalogsIncomplete",
      params: { count: missing.length },
      details: missing.slice(0, SHOWN),
    };
  },
};

export const TRANSLATION_CHECKS = [catalogsComplete];
