import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

/** Opens the local outbox, finds the newest message to an address whose subject matches, and follows its link. */
async function followEmailedLink(page: import("playwright-core").Page, address: string, subject: RegExp) {
  await page.goto(`${baseUrl}/dev/outbox`);
  await page.getByLabel("Recipient's address").fill(address);
  await page.getByRole("button", { name: "Filter" }).click();
  const message = page.getByTestId("outbox-message").filter({ hasText: subject }).first();
  await expect.poll(() => message.isVisible()).toBe(true);
  await screenshot(page, "outbox");
  await message.getByRole("link").first().click();
}

describe("accounts you can trust, in the browser", () => {
  it("registers, is asked to confirm the address, and confirms it from the e-mailed link", async () => {
    const page = browser.page();
    const stamp = Date.now().toString(36);
    const email = `trust.${stamp}@example.com`;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("Username").fill(`trust_${stamp}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByLabel("Confirm password").fill("a long enough password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const banner = page.getByTestId("verify-banner");
    await expect.poll(() => banner.textContent()).toContain(email);
    await screenshot(page, "verify-banner");

    await followEmailedLink(page, email, /Confirm your e-mail address/);
    await page.waitForURL(/\/verify-email\?token=/);
    await expect
      .poll(() => page.getByTestId("verify-result").textContent())
      .toContain("Your e-mail address is confirmed.");
    await screenshot(page, "verify-confirmed");
    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole("heading", { name: `Welcome back, ${email}` }).isVisible()).toBe(true);
    expect(await page.getByTestId("verify-banner").count()).toBe(0);
  });
});
