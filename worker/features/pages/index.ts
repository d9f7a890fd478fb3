/**
 * What the worker serves outside /api (the public pages' HTML with their heads, robots.txt and the sitemaps), and the
 * web app's catalogs as the build copied them.
 */

export { webCatalogs } from "./documents";
