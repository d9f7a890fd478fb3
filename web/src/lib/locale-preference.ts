import { apiRequest } from "./api-client";

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

/** Stores a signed-in user's language on their account, so it follows them to other browsers. */
export async function saveLanguageForUser(language: string): Promise<void> {
  await apiRequest("PUT", "/api/global/language", { language });
}
