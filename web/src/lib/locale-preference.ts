const BANNER_OFFERED_KEY = "language-banner-dismissed";

/** Whether this browser has been offered another language already: the banner asks once per browser. */
export function bannerOffered(): boolean {
  try {
    return localStorage.getItem(BANNER_OFFERED_KEY) === "true";
  } catch {
    return false;
  }
}

export function markBannerOffered(): void {
  try {
    localStorage.setItem(BANNER_OFFERED_KEY, "true");
  } catch {
    // Without storage the banner may show again next visit; nothing else depends on it.
  }
}
