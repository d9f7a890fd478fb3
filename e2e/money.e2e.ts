import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, openBrowser, screenshot } from "./browser";
import { signInWithDemoButton } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

/** The demo creator's product the tests discount, buy and refund. */
const PRODUCT = { id: 6, title: "The Caregiver's Companion" };

describe("money in the browser (test mode)", () => {
  it("a creator's discount code lowers the price a buyer pays; refunding the sale ends the buyer's download", async () => {
    const creator = browser.page();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await signInWithDemoButton(creator, baseUrl, "creator", "/my-products");
    const codes = creator.getByTestId("discount-codes");
    await codes.getByLabel("Code", { exact: true }).fill(code);
    await codes.getByLabel("Product").selectOption({ label: PRODUCT.title });
    await codes.getByLabel("Percent off").fill("25");
    await codes.getByRole("button", { name: "Create code" }).click();
    await expect.poll(() => codes.getByRole("cell", { name: code, exact: true }).isVisible()).toBe(true);
    await screenshot(creator, "money-discount-codes");

    const buyerBrowser = await openBrowser();
    try {
      const buyer = buyerBrowser.page;
      const account = await registerAccount(baseUrl, "saver");
      await signInOnPage(buyer, baseUrl, account, `/product/${PRODUCT.id}`);
      await buyer.getByText("Have a discount code?").click();
      await buyer.getByLabel("Discount code").fill(code.toLowerCase());
      await buyer.getByRole("button", { name: "Apply" }).click();
      await expect.poll(() => buyer.getByTestId("discount-applied").textContent()).toContain("−$49.25");
      await screenshot(buyer, "money-product-with-code");
      await buyer.getByRole("button", { name: "Purchase & Download" }).click();
      await buyer.waitForURL(/\/receipt\/[0-9a-f-]{36}$/);
      const receiptUrl = buyer.url();
      await expect.poll(() => buyer.getByTestId("receipt-price").textContent()).toBe("$147.75");
      expect(await buyer.getByTestId("receipt-discount").textContent()).toContain(code);
      expect(await buyer.getByRole("link", { name: "Download your file" }).isVisible()).toBe(true);
      await screenshot(buyer, "money-discounted-receipt");

      await creator.reload();
      const sales = creator.getByTestId("sales");
      const row = sales.getByRole("row").filter({ hasText: account.username });
      await expect.poll(() => row.isVisible()).toBe(true);
      await row.getByRole("button", { name: "Refund" }).click();
      await screenshot(creator, "money-refund-confirm");
      await row.getByRole("button", { name: "Refund" }).click();
      await expect.poll(() => creator.getByText("Sale Refunded").isVisible()).toBe(true);
      await expect.poll(() => row.getByText("Refunded").isVisible()).toBe(true);

      await buyer.goto(receiptUrl);
      await expect.poll(() => buyer.getByTestId("receipt-refunded").isVisible()).toBe(true);
      expect(await buyer.getByRole("link", { name: "Download your file" }).count()).toBe(0);
      const purchaseId = receiptUrl.split("/").pop()!;
      const cookies = await buyerBrowser.context.cookies(baseUrl);
      const sid = cookies.find((cookie) => cookie.name === "sid")!;
      const download = await fetch(`${baseUrl}/api/marketplace/download/${purchaseId}`, {
        headers: { cookie: `sid=${sid.value}` },
      });
      expect(download.status).toBe(409);
      await screenshot(buyer, "money-refunded-receipt");
    } finally {
      await buyerBrowser.close();
    }
  });

  it("a creator connects payouts in test mode and is paid the available balance, labelled test", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    await signInWithDemoButton(page, baseUrl, "creator", "/my-products");
    const payouts = page.getByTestId("payouts");
    await expect.poll(() => payouts.getByTestId("connect-payouts").isVisible()).toBe(true);
    await payouts.getByTestId("connect-payouts").click();
    const history = payouts.getByTestId("payout-history");
    await expect.poll(() => history.getByRole("row").count()).toBeGreaterThan(1);
    expect(await history.getByText("Paid").first().isVisible()).toBe(true);
    expect(await history.getByText("Test").first().isVisible()).toBe(true);
    await screenshot(page, "money-payouts");
    // On a phone every table of the page is a list of labelled cards: nothing is cut, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(
      await page
        .locator("table")
        .evaluateAll((tables) => tables.every((table) => (table as HTMLElement).offsetParent === null)),
    ).toBe(true);
    await screenshot(page, "money-my-products-phone");
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("upgrading to a plan in test mode shows the plan and its renewal date in Settings, and renewal can be stopped", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    const account = await registerAccount(baseUrl, "upgrader");
    await signInOnPage(page, baseUrl, account, "/pricing");
    await page.getByTestId("plan-creator-pro").getByRole("button", { name: "Choose plan" }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    const card = page.getByTestId("billing-card");
    await expect.poll(() => card.getByTestId("billing-plan").textContent()).toBe("Creator Pro Member");
    await expect.poll(() => card.getByTestId("billing-renews").textContent()).toMatch(/^Renews on \w+ \d+, \d{4}$/);
    expect(await card.getByText("Test mode", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "money-settings-billing");

    await card.getByRole("button", { name: "Cancel renewal" }).click();
    await card.getByRole("button", { name: "Yes, stop renewing" }).click();
    await expect
      .poll(() => card.getByTestId("billing-renews").textContent())
      .toMatch(/^Ends on .*; it will not renew$/);
    expect(await card.getByRole("button", { name: "Resume renewal" }).isVisible()).toBe(true);
  });
  it("a buyer from Germany pays in euros at the price the page showed, and the receipt says test mode computes no tax", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    // The edge tells the app the visitor's country; a local run has none, so the answer is made as the edge would
    // make it for Germany, with the stored euro rate the server charges at.
    const { optimization } = (await (
      await fetch(`${baseUrl}/api/global/currency-optimization`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl },
        body: JSON.stringify({ userRegion: "DE" }),
      })
    ).json()) as { optimization: { exchangeRate: number } };
    await page.route("**/api/global/locale", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...body, countryCurrency: { currency: "EUR", perUsd: optimization.exchangeRate } },
      });
    });
    const account = await registerAccount(baseUrl, "euros");
    await signInOnPage(page, baseUrl, account, `/product/${PRODUCT.id}`);
    const payIn = page.getByTestId("pay-in");
    await expect.poll(() => payIn.isVisible()).toBe(true);
    const euros = payIn.getByRole("radio", { name: /EUR/ });
    expect(await euros.isChecked()).toBe(true);
    const shown = (await payIn.locator("label").filter({ hasText: "EUR" }).textContent())!.replace("(EUR)", "").trim();
    expect(shown).toMatch(/^€[\d,]+\.99$/);
    await screenshot(page, "money-pay-in-euros");
    await page.getByRole("button", { name: "Purchase & Download" }).click();
    await page.waitForURL(/\/receipt\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("receipt-paid").textContent()).toBe(shown);
    expect(await page.getByTestId("receipt-tax-notice").textContent()).toContain("Test mode: no tax was charged");
    expect(await page.getByTestId("receipt-price").count()).toBe(0);
    await screenshot(page, "money-euro-receipt");
  });
});
