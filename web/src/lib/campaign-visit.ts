import { postAndForget } from "./post-and-forget";

const CAMPAIGN_CODE = /^[a-z0-9]{10}$/;

/**
 * A visit through a campaign's link (`?c=<code>` on any page): the server counts it and remembers the campaign for
 * a purchase, and the code leaves the address so that a shared or bookmarked page does not count again.
 */
export function reportCampaignVisit(): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get("c");
  if (!code || !CAMPAIGN_CODE.test(code)) return;
  url.searchParams.delete("c");
  window.history.replaceState(window.history.state, "", url);
  // A visit that is not counted costs the campaign one visitor; the page works the same.
  postAndForget("/api/marketing/visit", { code }, { credentials: "same-origin" });
}
