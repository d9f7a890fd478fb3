/** What the worker serves outside /api: the public pages' HTML with their heads, robots.txt and the sitemaps. */
export { pageRoutes } from "./routes";
