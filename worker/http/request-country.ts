import { isLocalUrl } from "./local-request";

/**
 * The country Cloudflare saw the request come from (ISO 3166-1 alpha-2). Null locally: wrangler dev fills in a
 * placeholder country, which says nothing about the person at the keyboard; null too for Cloudflare's "XX" (no
 * country known) and "T1" (Tor).
 */
export function requestCountry(request: Request): string | null {
  if (isLocalUrl(request.url)) return null;
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null;
}
