import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile("es-ES");
const { baseUrl } = browser;

describe("the pricing page", () => {
  it("shows the plans and their prices before any script runs, and the app takes them over in place", async () => {
    const page = browser.page();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl}/es/pricing`);
    const price = page.getByTestId("price-creator-pro");
    expect(await page.getByTestId("plan-enterprise").isVisible()).toBe(true);
    const written = await price.textContent();
    expect(written).toMatch(/\d/);
    const before = await price.boundingBox();
    await page.unroute("**/assets/*.js");

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${baseUrl}/es/pricing`);
    // The billing period is the app's own: once choosing it switches the prices, the app has taken the page over.
    const annual = page.getByRole("radio", { name: "Anual" });
    await expect
      .poll(async () => {
        await annual.click();
        return price.textContent();
      })
      .not.toBe(written);
    await page.getByRole("radio", { name: "Mensual" }).click();
    await expect.poll(() => price.textContent()).toBe(written);
    expect(await price.boundingBox()).toEqual(before);
    expect(errors).toEqual([]);
    page.removeAllListeners("console");
    await screenshot(page, "pricing-edge-es");
  });

  it("loads none of the app until the visitor reaches for it, and keeps the press that started it", async () => {
    const page = browser.page();
    const appRequested: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/start-app-[\w-]+\.js$/.test(request.url())) appRequested.push(request.url());
    });
    await page.goto(`${baseUrl}/es/pricing`);
    await page.waitForLoadState("load");
    // Without the mark the app is asked for one frame after the first paint: a few frames on, nothing was asked.
    for (let frame = 0; frame < 5; frame++)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(appRequested).toEqual([]);
    expect(await page.locator("html").getAttribute("data-app-start")).toBe("on-intent");

    const price = page.getByTestId("price-creator-pro");
    const monthly = await price.textContent();
    // One press on the written page: it starts the app, which presses its own "Anual" once it is there.
    await page.getByRole("radio", { name: "Anual" }).click();
    await expect.poll(() => price.textContent(), { timeout: 30_000 }).not.toBe(monthly);
    expect(appRequested).toHaveLength(1);
    expect(await page.getByRole("radio", { name: "Anual" }).getAttribute("aria-checked")).toBe("true");
  });
});
