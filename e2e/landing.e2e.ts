import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

describe("the public landing page", () => {
  it("shows the hero, the featured guides with their prices and the calls to action", async () => {
    const page = browser.page();
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole("button", { name: "Try Free Demo" }).isVisible()).toBe(true);
    const featured = page.locator("article");
    expect(await featured.count()).toBe(3);
    expect(await featured.allInnerTexts()).toEqual([
      expect.stringContaining("$297.00"),
      expect.stringContaining("$197.00"),
      expect.stringContaining("$397.00"),
    ]);
    const view = await page
      .getByRole("link", { name: "View in Marketplace" })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(view).toEqual(["/marketplace?item=4", "/marketplace?item=6", "/marketplace?item=7"]);
    await screenshot(page, "home");
  });

  it("opens the demo's preview window for a visitor", async () => {
    const page = browser.page();
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Try Free Demo" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("Rebuilding daily routines after a stroke");
    await page.getByRole("button", { name: "Close" }).last().click();
  });

  it("opens the 'unavailable' window when the demo cannot run", async () => {
    const page = browser.page();
    await page.route("**/api/literary/generate", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"error":{"code":"ai_unavailable","message":"x"}}',
      }),
    );
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Try Free Demo" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(
      "Demo temporarily unavailable. Join now to experience full platform capabilities!",
    );
    await page.unroute("**/api/literary/generate");
  });

  it("has a working mobile menu", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl);
    expect(await page.getByRole("link", { name: "Pricing" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Pricing" }).isVisible()).toBe(true);
    await screenshot(page, "home-mobile-menu");
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
