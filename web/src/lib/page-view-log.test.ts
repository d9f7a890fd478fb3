import { beforeEach, describe, expect, it } from "vitest";
import { PAGE_VIEW_LOG_LIMIT, readPageViews, recordPageView } from "./page-view-log";

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
