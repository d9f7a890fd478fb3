const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a request came to this machine (a local run): plain http, no real country, links from the request. */
export function isLocalUrl(url: string): boolean {
  return LOCAL_HOSTNAMES.has(new URL(url).hostname);
}
