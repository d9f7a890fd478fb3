/** Where this browser keeps the interface language its reader chose. */
export const LANGUAGE_STORAGE_KEY = "language";

/** The language the reader chose in this browser, or null (also without storage, as in some private modes). */
export function languageChosenHere(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
