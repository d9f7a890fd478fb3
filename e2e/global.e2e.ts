import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile("es-ES");
const { baseUrl } = browser;

const LOCALES = resolve(import.meta.dirname, "..", "web", "src", "locales", "es");
const es = (namespace: string) => JSON.parse(readFileSync(join(LOCALES, `${namespace}.json`), "utf8"));

describe("a Spanish-speaking visitor", () => {
  it("switches the platform to Spanish from the banner and sees the dashboard and prices in Spanish and euros", async () => {
    const page = browser.page();
    const common = es("common");
    await page.goto(baseUrl);
    const banner = page.getByTestId("language-banner");
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(common.banner.reasonBrowser.replace("{{tag}}", "es-ES"));
    expect(await banner.textContent()).toContain("España");
    await screenshot(page, "language-banner");
    // Each button names the language it chooses, in that language: "Cambiar a español", "Keep English".
    const spanishName = new Intl.DisplayNames(["es"], { type: "language" }).of("es")!;
    expect(await banner.getByRole("button", { name: "Keep English" }).isVisible()).toBe(true);
    await banner.getByRole("button", { name: common.banner.translate.replace("{{language}}", spanishName) }).click();
    // The landing page has a URL per language: the switch goes to /es, whose head the worker wrote in Spanish.
    await page.waitForURL(`${baseUrl}/es`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      hreflang: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
    }));
    expect(head).toEqual({ canonical: `${baseUrl}/es`, hreflang: 13 });
    await expect.poll(() => page.getByRole("button", { name: es("home").hero.tryDemo }).isVisible()).toBe(true);
    expect(await banner.count()).toBe(0);

    await page.goto(`${baseUrl}/login`);
    await page.getByRole("button", { name: es("auth").demo.professional }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // The profile's name, not the address.
    const greeting = (es("dashboard").greetingFirst as string).replace("{{name}}", "Daniel Okafor");
    await expect.poll(() => page.getByRole("heading", { name: greeting }).isVisible()).toBe(true);
    await page.getByRole("button", { name: common.sidebar.groups.account }).click();
    await expect.poll(() => page.getByRole("link", { name: common.nav.pricing }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("sidebar-earnings").textContent()).toMatch(/\d/);
    await screenshot(page, "dashboard-es");

    // An English URL of a public page sends a visitor who chose Spanish to the Spanish one.
    await page.goto(`${baseUrl}/pricing`);
    await page.waitForURL(`${baseUrl}/es/pricing`);
    const price = page.getByTestId("price-creator-pro");
    await expect.poll(() => price.textContent()).toContain("€");
    // $99 at the stored rate, up to the next price ending in ,99.
    expect(await price.textContent()).toMatch(/85,99/);
    expect(await page.getByRole("heading", { name: es("pricing").plans["creator-pro"] }).isVisible()).toBe(true);
    await screenshot(page, "pricing-es");

    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
  });

  it("is asked once per browser, and never over a language chosen in the URL", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    // Cleared on a page of the site that runs no app: on /marketplace, the language the test before chose sends the
    // app to /es/marketplace, and that navigation can land while the storage is being cleared.
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(() => localStorage.clear());
    // A page opened in English by its URL's choice of no prefix is still a place to offer Spanish once…
    await page.goto(`${baseUrl}/marketplace`);
    const banner = page.getByTestId("language-banner");
    await expect.poll(() => banner.isVisible()).toBe(true);
    // …it sits above the page, covering nothing…
    const bar = (await banner.boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).first().boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await screenshot(page, "language-banner-bar");
    // …and three more pages later it has not asked again.
    for (const path of ["/pricing", "/marketplace", "/orchestration"]) {
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).first().isVisible()).toBe(true);
      expect(await banner.count()).toBe(0);
    }
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/fr/pricing`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(await banner.count()).toBe(0);
  });
});
