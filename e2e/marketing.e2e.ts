import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, openBrowser, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

describe("marketing automation", () => {
  it("launches a campaign whose link counts a visitor, writes its content and keeps a rule switched off", async () => {
    const page = browser.page();
    const creator = await registerAccount(baseUrl, "marketer");
    await signInOnPage(page, baseUrl, creator, "/marketing-automation");
    await page.getByRole("button", { name: "Launch Campaign" }).click();
    await expect.poll(() => page.getByText("Please complete all campaign fields").isVisible()).toBe(true);

    await page.getByLabel("Campaign name").fill("Autumn reading list");
    await page.getByLabel("Type").selectOption("social");
    await page.getByLabel("Target audience").fill("Carers of stroke survivors");
    await page.getByLabel("Goal").fill("Sell the recovery guide to families who look after a parent at home.");
    for (const market of ["United States", "Germany", "Japan", "Brazil"])
      await page.getByText(market, { exact: true }).click();
    await page.getByRole("button", { name: "Launch Campaign" }).click();
    const card = page.getByTestId("campaign");
    await card.waitFor();
    expect(await card.getByText("+1 more").isVisible()).toBe(true);
    expect(await card.getByTestId("campaign-reach").textContent()).toBe("0");
    const link = (await card.getByTestId("tracked-link").textContent())!;
    expect(link).toMatch(/\/marketplace\?c=[a-z0-9]{10}$/);

    // A visitor in another browser follows the link: the code leaves the address and the visit counts as reach.
    const visitor = await openBrowser();
    try {
      const counted = visitor.page.waitForResponse((response) => response.url().endsWith("/api/marketing/visit"));
      await visitor.page.goto(link);
      expect((await counted).status()).toBe(200);
      expect(visitor.page.url()).toBe(`${baseUrl}/marketplace`);
    } finally {
      await visitor.close();
    }
    await page.reload();
    await expect.poll(() => page.getByTestId("campaign-reach").textContent()).toBe("1");

    await page.getByRole("button", { name: /Show content/ }).click();
    await page.getByLabel("Market", { exact: true }).selectOption("DE");
    await page.getByRole("button", { name: "Write content" }).click();
    await expect.poll(() => page.getByTestId("content-piece").count()).toBe(4);
    expect(await page.getByTestId("content-piece").first().textContent()).toContain("Germany");
    expect(await page.getByTestId("engine-badge").first().textContent()).toContain("offline");

    const rule = page.getByRole("switch", { name: "Pause campaigns nobody visits" });
    expect(await rule.getAttribute("aria-checked")).toBe("true");
    await rule.click();
    await expect.poll(() => rule.getAttribute("aria-checked")).toBe("false");
    await page.reload();
    await expect
      .poll(() => page.getByRole("switch", { name: "Pause campaigns nobody visits" }).getAttribute("aria-checked"))
      .toBe("false");
    await screenshot(page, "marketing-automation");
  });
});
