import type { PlatformLanguage } from "../../common/languages";
import type { Catalog } from "./catalog-text";

/**
 * The documents web/prerender.ts builds per language: the landing page, and the app's shell for these pages (the
 * orchestration page inside its shell, since it is the same for every visitor).
 */
export type PrerenderedPage = "landing" | "product" | "marketplace" | "pricing" | "orchestration";

/** The built document of a page in a language (a missing one falls back to the SPA's index.html). */
export function prerenderedDocument(
  assets: Fetcher,
  origin: string,
  page: PrerenderedPage,
  language: PlatformLanguage,
) {
  return assets.fetch(new Request(new URL(`/prerendered/${page}/${language}`, origin)));
}

// Assets change only with a deploy, so a catalog read once from an assets binding serves the isolate for its life.
const catalogsOf = new WeakMap<Fetcher, Map<string, Promise<Catalog | null>>>();

async function readCatalog(assets: Fetcher, url: URL): Promise<Catalog | null> {
  const response = await assets.fetch(new Request(url));
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) return null;
  return (await response.json()) as Catalog;
}

/** A namespace of the web app's catalog in a language, as the build copied it; null when the build has none. */
export function webCatalog(
  assets: Fetcher,
  origin: string,
  language: PlatformLanguage,
  namespace: string,
): Promise<Catalog | null> {
  const url = new URL(`/prerendered/catalogs/${language}/${namespace}.json`, origin);
  const key = `${language}/${namespace}`;
  let catalogs = catalogsOf.get(assets);
  if (!catalogs) {
    catalogs = new Map();
    catalogsOf.set(assets, catalogs);
  }
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = readCatalog(assets, url).catch(() => null);
    catalogs.set(key, catalog);
    void catalog.then((read) => {
      if (!read) catalogs?.delete(key); // a failed read is tried again next time
    });
  }
  return catalog;
}

/** Every namespace of the web app's catalog in a language, as the build bundled them; null without a build. */
export async function webCatalogs(
  assets: Fetcher,
  origin: string,
  language: PlatformLanguage,
): Promise<Record<string, Catalog> | null> {
  try {
    return (await readCatalog(assets, new URL(`/prerendered/catalogs/${language}.json`, origin))) as Record<
      string,
      Catalog
    > | null;
  } catch {
    return null;
  }
}
