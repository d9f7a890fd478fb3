import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  countPageView,
  countPageViewBeforeApp,
  PAGE_VIEW_LOG_LIMIT,
  readPageViews,
  recordPageView,
} from "./page-view-log";

const view = (n: number) => ({ url: `/page/${n}`, title: `Page ${n}`, timestamp: n, userAgent: "test", referrer: "" });

beforeEach(() => localStorage.clear());

describe("the page-view log", () => {
  it("keeps the most recent 100 views, oldest dropped first", () => {
    for (let n = 1; n <= PAGE_VIEW_LOG_LIMIT + 5; n++) recordPageView(view(n));
    const views = readPageViews();
    expect(views).toHaveLength(100);
    expect(views[0]!.url).toBe("/page/6");
    expect(views.at(-1)!.url).toBe("/page/105");
  });

  it("starts over from a corrupted log instead of failing", () => {
    localStorage.setItem("page-views", "{not json");
    recordPageView(view(1));
    expect(readPageViews()).toEqual([view(1)]);
  });
});

describe("counting a view", () => {
  it("counts a page read before the app once, and the app's later views as usual", async () => {
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { path: string }).path);
      return new Response("{}");
    });
    countPageViewBeforeApp("/pricing");
    countPageView("/pricing"); // the app's first render of the same page
    countPageView("/marketplace");
    countPageView("/pricing");
    expect(sent).toEqual(["/pricing", "/marketplace", "/pricing"]);
    vi.unstubAllGlobals();
  });
});
