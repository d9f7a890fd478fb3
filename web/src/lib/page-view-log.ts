import { postAndForget } from "./post-and-forget";

/** A local log of pages viewed in this browser, newest last, kept to the most recent 100. */
export const PAGE_VIEW_LOG_KEY = "page-views";
export const PAGE_VIEW_LOG_LIMIT = 100;

export interface PageView {
  url: string;
  title: string;
  timestamp: number;
  userAgent: string;
  referrer: string;
}

export function readPageViews(): PageView[] {
  try {
    const stored = JSON.parse(localStorage.getItem(PAGE_VIEW_LOG_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as PageView[]) : [];
  } catch {
    return [];
  }
}

export function recordPageView(view: PageView): void {
  try {
    const views = [...readPageViews(), view].slice(-PAGE_VIEW_LOG_LIMIT);
    localStorage.setItem(PAGE_VIEW_LOG_KEY, JSON.stringify(views));
  } catch {
    // Storage full or unavailable: the log is a convenience, never a reason to break the page.
  }
}

const CLIENT_ID_KEY = "analytics-client-id";

/**
 * This browser's random id for analytics: not the account, and only passed on to Google Analytics when an admin
 * turned it on (the server sends the page views; no third-party script runs here).
 */
function analyticsClientId(): string | undefined {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(CLIENT_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** A page counted while its reader had not started the app yet (lib/visitor-intent.ts): the app does not count it again. */
let countedBeforeApp: string | null = null;

/**
 * Tells the server a page was viewed (counted per page per day, nothing about the viewer stored); failures are
 * ignored. `path` is the page's path without its language prefix.
 */
export function countPageView(path: string): void {
  const countedAlready = countedBeforeApp === path;
  countedBeforeApp = null;
  if (countedAlready) return;
  postAndForget(
    "/api/analytics/pageview",
    { path: path.slice(0, 200), clientId: analyticsClientId() },
    { credentials: "include", keepalive: true },
  );
}

/** Counts the view of a page read before the app starts; the app's first count of the same page is then skipped. */
export function countPageViewBeforeApp(path: string): void {
  countPageView(path);
  countedBeforeApp = path;
}
