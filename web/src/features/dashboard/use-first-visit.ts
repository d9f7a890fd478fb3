import { useEffect } from "react";

const seenKey = (userId: string) => `inkspire:dashboard-seen:${userId}`;

/** Read once per member per page load, so the greeting does not change under the reader while they use the app. */
const firstVisits = new Map<string, boolean>();

function readFirstVisit(userId: string): boolean {
  try {
    return localStorage.getItem(seenKey(userId)) === null;
  } catch {
    return false;
  }
}

/**
 * Whether this is the member's first look at their dashboard on this browser: a new member is welcomed, not welcomed
 * back. Remembered per member once the dashboard has been shown; a browser without storage always says "back".
 */
export function useFirstVisit(userId: string | undefined): boolean {
  if (userId && !firstVisits.has(userId)) firstVisits.set(userId, readFirstVisit(userId));
  useEffect(() => {
    if (!userId) return;
    try {
      localStorage.setItem(seenKey(userId), "1");
    } catch {
      // Storage is off (private mode, a quota): the next visit says "welcome back" anyway, or "welcome" again.
    }
  }, [userId]);
  return userId ? (firstVisits.get(userId) ?? false) : false;
}
