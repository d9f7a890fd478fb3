/** The WebSocket address of one of the app's live endpoints, on the page's own origin. */
export function liveSocketUrl(path: string): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${path}`;
}
