import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

/**
 * Headers for API responses. The SPA's HTML and assets are served by the assets layer, which takes the
 * same policy from web/public/_headers; keep the two in step.
 */
/** One year of https only, for the API, the pages the worker renders and (in web/public/_headers) the assets. */
export const STRICT_TRANSPORT = "max-age=31536000; includeSubDomains";

export const apiSecureHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
  },
  crossOriginResourcePolicy: "same-origin",
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: STRICT_TRANSPORT,
  xFrameOptions: "DENY",
});

/** API answers are personal unless a route says otherwise: no browser or proxy may keep them. */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
});
