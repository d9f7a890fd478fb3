const BANNER_DISMISSED_KEY = "language-banner-dismissed";

/** The banner's "Keep English": remembered in this browser (spec 000 §4). */
export function bannerDismissed(): boolean {
  try {
    return localStorage.getItem(BANNER_DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

export function dismissBanner(): void {
  try {
    localStorage.setItem(BANNER_DISMISSED_KEY, "true");
  } catch {
    // Without storage the banner may show again next visit; nothing else depends on it.
  }
}
