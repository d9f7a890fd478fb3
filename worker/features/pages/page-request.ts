import type { Database } from "../../../schema/db";
import type { PlatformLanguage } from "../../common/languages";
import { type Translate, translator } from "./catalog-text";
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
 * The marketplace catalog of the web app in the page's language, with the common one under `common:` (category
 * names live there); English where the language has no string; null without a build.
 */
export async function marketplaceText(request: PageRequest): Promise<Translate | null> {
  const [own, english, common, englishCommon] = await Promise.all([
    webCatalog(request.assets, request.origin, request.language, "marketplace"),
    webCatalog(request.assets, request.origin, "en", "marketplace"),
    webCatalog(request.assets, request.origin, request.language, "common"),
    webCatalog(request.assets, request.origin, "en", "common"),
  ]);
  if (!own || !english) return null;
  return translator(request.language, { ...own, common: common ?? {} }, { ...english, common: englishCommon ?? {} });
}

/** A page's URL in the request's language. */
export function pageHref(request: PageRequest, path: string): string {
  return localizedUrl("", path, request.language);
}

/** For a visitor, where buying starts (signing in, back to `path`), as the app's purchase button goes; else null. */
export function signInHref(request: PageRequest, path: string): string | null {
  return request.visitor ? `${pageHref(request, "/login")}?next=${encodeURIComponent(path)}` : null;
}
