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
});
