import type { Database } from "../../../schema/db";
import type { PlatformLanguage } from "../../common/languages";
import { type Catalog, type Translate, translator } from "./catalog-text";
import { webCatalog } from "./documents";
import { localizedUrl } from "./head";

/** What the worker knows of a request for a public page whose content it writes. */
export interface PageRequest {
  db: Database;
  assets: Fetcher;
  origin: string;
  language: PlatformLanguage;
  /** No session cookie: the answers the app would ask for are a visitor's, so the page can carry them. */
  visitor: boolean;
  country: string | null;
}

/**
 * A namespace of the web app's catalogs in the page's language, with `also` under their own names (`common:…`); English
 * where the language has no string; null without a build.
 */
async function catalogText(request: PageRequest, namespace: string, also: string[]): Promise<Translate | null> {
  const read = (language: PlatformLanguage, name: string) => webCatalog(request.assets, request.origin, language, name);
  const [own, english, ...others] = await Promise.all([
    read(request.language, namespace),
    read("en", namespace),
    ...also.flatMap((name) => [read(request.language, name), read("en", name)]),
  ]);
  if (!own || !english) return null;
  const withOthers = (catalog: Catalog, offset: number) => ({
    ...catalog,
    ...Object.fromEntries(also.map((name, i) => [name, others[2 * i + offset] ?? {}])),
  });
  return translator(request.language, withOthers(own, 0), withOthers(english, 1));
}

/** The marketplace catalog, with the common one under `common:` (category names live there). */
export const marketplaceText = (request: PageRequest) => catalogText(request, "marketplace", ["common"]);

/** The landing page's catalog, with the common one under `common:` (category names live there). */
export const homeText = (request: PageRequest) => catalogText(request, "home", ["common"]);

/** The pricing catalog, with the error catalog under `errors:` (payments being unavailable is said there). */
export const pricingText = (request: PageRequest) => catalogText(request, "pricing", ["errors"]);

/** A page's URL in the request's language. */
export function pageHref(request: PageRequest, path: string): string {
  return localizedUrl("", path, request.language);
}

/** For a visitor, where buying starts (signing in, back to `path`), as the app's purchase button goes; else null. */
export function signInHref(request: PageRequest, path: string): string | null {
  return request.visitor ? `${pageHref(request, "/login")}?next=${encodeURIComponent(path)}` : null;
}
