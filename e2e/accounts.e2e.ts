import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { followEmailedLink, registerAccount, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

describe("accounts you can trust, in the browser", () => {
  it("registers, is told where the link went, and is signed in by opening it", async () => {
    const page = browser.page();
    const stamp = Date.now().toString(36);
    const email = `trust.${stamp}@example.com`;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("Username").fill(`trust_${stamp}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByLabel("Confirm password").fill("a long enough password");
    await page.getByRole("button", { name: "Create Account" }).click();
    const sent = page.getByTestId("register-sent");
    await expect.poll(() => sent.textContent()).toContain(`We sent a link to ${email}.`);
    await screenshot(page, "register-sent");
    // Nobody is signed in before the address is confirmed.
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login?next=%2Fdashboard`);

    await followEmailedLink(page, baseUrl, email, /Confirm your e-mail address/);
    await page.waitForURL(/\/verify-email\?token=/);
    await expect
      .poll(() => page.getByTestId("verify-result").textContent())
      .toContain("Your e-mail address is confirmed.");
    await screenshot(page, "verify-confirmed");
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // A first visit is welcomed, by the name the member chose, never by their address.
    await expect.poll(() => page.getByRole("heading", { name: `Welcome, trust_${stamp}` }).isVisible()).toBe(true);
    expect(await page.getByTestId("verify-banner").count()).toBe(0);
  });

  it("forgets the password, resets it from the e-mailed link, and signs in with the new one", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    const account = await registerAccount(baseUrl, "forgetful");
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(`${baseUrl}/forgot-password`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect.poll(() => page.getByTestId("forgot-sent").isVisible()).toBe(true);

    await followEmailedLink(page, baseUrl, account.email, /Reset your Inkspire password/);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel("New password").fill("a fresh new passphrase");
    await page.getByLabel("Repeat it").fill("a fresh new passphrase");
    await screenshot(page, "reset-password");
    await page.getByRole("button", { name: "Set my new password" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await signInOnPage(page, baseUrl, { email: account.email, password: "a fresh new passphrase" }, "/settings");
    await expect.poll(() => page.getByTestId("sessions-card").getByTestId("session-current").isVisible()).toBe(true);
    await screenshot(page, "settings-sessions");
  });

  it("changes the address, downloads the account's data, and deletes the account", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    const account = await registerAccount(baseUrl, "leaving");
    await signInOnPage(page, baseUrl, account, "/settings");
    const newEmail = `moved.${Date.now().toString(36)}@example.com`;
    const emailCard = page.getByTestId("email-card");
    await emailCard.getByLabel("New address").fill(newEmail);
    await emailCard.getByLabel("Current password").fill(account.password);
    await emailCard.getByRole("button", { name: "Change address" }).click();
    await page.getByText(`We sent a link to ${newEmail}.`, { exact: false }).waitFor();
    await followEmailedLink(page, baseUrl, newEmail, /Confirm your new e-mail address/);
    await page.waitForURL(/\/confirm-email\?token=/);
    await expect
      .poll(() => page.getByTestId("verify-result").textContent())
      .toContain(`Your account now uses ${newEmail}.`);
    await screenshot(page, "email-changed");

    await page.goto(`${baseUrl}/settings`);
    await expect.poll(() => page.getByTestId("email-card").textContent()).toContain(newEmail);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inkspire-leaving_\w+-\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(JSON.parse(strFromU8(files["account.json"]!))).toMatchObject({
      email: newEmail,
      username: account.username,
    });

    const deleteCard = page.getByTestId("delete-card");
    await deleteCard.scrollIntoViewIfNeeded();
    await deleteCard.getByLabel("Current password").fill(account.password);
    await deleteCard.getByRole("button", { name: "Delete my account..." }).click();
    await screenshot(page, "delete-account-confirm");
    await deleteCard.getByRole("button", { name: "Delete my account", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText("Your account is deleted.", { exact: false }).waitFor();

    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: newEmail, password: account.password }),
    });
    expect(signIn.status).toBe(401);
  });
});
