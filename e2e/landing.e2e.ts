import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, ROOT, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

/**
 * Opens a landing page: it is on screen whole before any script runs (prerendered, its featured products written by
 * the worker), and a visitor's app starts when they reach for it; what they pressed before it was there is pressed
 * again.
 */
async function openLanding(page: Page, path = "/") {
  await page.goto(`${baseUrl}${path}`);
  expect(await page.locator("html").getAttribute("data-app-start")).toBe("on-intent");
}

const spanish = JSON.parse(readFileSync(join(ROOT, "web/src/locales/es/home.json"), "utf8")) as {
  hero: { titleStart: string; titleHighlight: string; tryDemo: string };
  demo: { previewTitle: string };
};

describe("the public landing page", () => {
  it("is on screen in the URL's language before any script runs, and the scripts take it over without an error", async () => {
    const page = browser.page();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl}/es`);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.locator("h1").innerText()).toBe(`${spanish.hero.titleStart} ${spanish.hero.titleHighlight}`);
    expect(await page.getByRole("link", { name: "Marketplace" }).first().getAttribute("href")).toBe("/es/marketplace");
    expect(await page.locator("section[aria-labelledby=featured-heading] article").count()).toBeGreaterThan(0);
    await page.unroute("**/assets/*.js");

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await openLanding(page, "/es");
    await page.getByRole("button", { name: spanish.hero.tryDemo }).click();
    await expect.poll(() => page.getByRole("dialog", { name: spanish.demo.previewTitle }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.keyboard.press("Escape");
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  });

  it("shows the hero, the catalogue's featured products and real buyers' reviews", async () => {
    const page = browser.page();
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole("button", { name: "Try Free Demo" }).isVisible()).toBe(true);
    const listed = (await (await fetch(`${baseUrl}/api/marketplace/items?sort=featured&pageSize=3`)).json()) as {
      items: { title: string; slug: string; featured: boolean }[];
    };
    const featured = listed.items.filter((item) => item.featured);
    expect(featured.length).toBeGreaterThan(0);
    const cards = page.locator("section[aria-labelledby=featured-heading] article");
    await expect.poll(() => cards.count()).toBe(featured.length);
    expect(await cards.locator("h3").allInnerTexts()).toEqual(featured.map((item) => item.title));
    const view = await page
      .getByRole("link", { name: "View in Marketplace" })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(view).toEqual(featured.map((item) => `/product/${item.slug}`));

    const reviews = (await (await fetch(`${baseUrl}/api/marketplace/reviews/recent`)).json()) as {
      reviews: { body: string; reviewer: { name: string } }[];
    };
    const quotes = page.locator("section[aria-labelledby=testimonials-heading] figure");
    await expect.poll(() => quotes.count()).toBe(reviews.reviews.length);
    expect(await quotes.locator("blockquote").allInnerTexts()).toEqual(reviews.reviews.map((r) => r.body));
    await screenshot(page, "home");
  });

  it("serves no invented quote or revenue figure: not in the built app, not in the seed", async () => {
    const invented = [
      "I had notes from three years of recovery",
      "The humanizer keeps my voice",
      "Selling in the marketplace was the easy part",
      "The energy diary idea alone changed how I plan my week",
      "We used the question list at my mum's discharge meeting",
      "I had been stuck between two prices for a month",
      "It sat on our kitchen table all year",
      "It gave me permission to ask for help",
      "authentic experience",
      "487000",
    ];
    const files = [
      ...readdirSync(join(ROOT, "web/dist"), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
      ...readdirSync(join(ROOT, "worker/seed")).map((name) => join(ROOT, "worker/seed", name)),
    ];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return invented.filter((quote) => text.includes(quote)).map((quote) => `${file}: ${quote}`);
    });
    expect(files.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it("opens the demo's preview window for a visitor", async () => {
    const page = browser.page();
    await openLanding(page);
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
    await openLanding(page);
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
    await openLanding(page);
    expect(await page.getByRole("link", { name: "Pricing" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Pricing" }).isVisible()).toBe(true);
    await screenshot(page, "home-mobile-menu");
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("lets a browser keep the build's files, named by their content, and asks again for the page itself", async () => {
    const page = await fetch(baseUrl);
    expect(page.headers.get("cache-control") ?? "").not.toContain("immutable");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
