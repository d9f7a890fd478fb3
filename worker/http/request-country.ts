import { isLocalUrl } from "./local-request";

/** The region of the first language tag that names one: "es-ES,es;q=0.9" → "ES". */
function browserRegion(acceptLanguage: string | null): string | null {
  for (const part of (acceptLanguage ?? "").split(",").slice(0, 10)) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(part.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

/**
 * The country Cloudflare saw the request come from (ISO 3166-1 alpha-2); null for Cloudflare's "XX" (no country
 * known) and "T1" (Tor). On a local run wrangler dev fills in a placeholder country, which says nothing about the
 * person at the keyboard: there the browser's language region stands in ("de-DE" → DE), so a local run shows the
 * visitor's currency as a deploy will.
 */
export function requestCountry(request: Request): string | null {
  if (isLocalUrl(request.url)) return browserRegion(request.headers.get("accept-language"));
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null;
}
