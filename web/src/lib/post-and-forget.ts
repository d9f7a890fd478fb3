/**
 * Sends a JSON POST whose answer the page does not wait for; a failure is ignored. The answer is still read to its
 * end: a body nobody reads leaves the request open in the browser's books, and tools that wait for the network to
 * settle (Lighthouse) wait for it until they give up.
 */
export function postAndForget(url: string, body: unknown, init: Pick<RequestInit, "credentials" | "keepalive">): void {
  try {
    void fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      ...init,
    })
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  } catch {
    // No fetch (an old browser or a test): what is sent here is never a reason to break the page.
  }
}
