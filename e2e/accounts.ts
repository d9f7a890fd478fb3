import type { Page } from "playwright-core";

let registered = 0;

/** Registers a fresh account over the API, as a visitor would on the register page, and returns its details. */
export async function registerAccount(baseUrl: string, prefix: string) {
  registered += 1;
  const stamp = `${Date.now().toString(36)}${registered}`;
  const account = {
    username: `${prefix}_${stamp}`,
    email: `${prefix}.${stamp}@example.com`,
    password: "a long enough password",
  };
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    // Each scripted sign-up comes from its own documentation address (RFC 5737), as separate visitors would, so
    // that the per-network registration limit is left to the sign-ups the tests make in the browser.
    headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": `198.51.100.${registered}` },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return account;
}

/** Signs in on the login page and waits for the page `next` names. */
export async function signInOnPage(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  next: string,
) {
  await page.goto(`${baseUrl}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${baseUrl}${next}`);
}

/** Opens the local outbox, finds the newest message to an address whose subject matches, and follows its link. */
export async function followEmailedLink(page: Page, baseUrl: string, address: string, subject: RegExp) {
  await page.goto(`${baseUrl}/dev/outbox`);
  await page.getByLabel("Recipient's address").fill(address);
  await page.getByRole("button", { name: "Filter" }).click();
  const message = page.getByTestId("outbox-message").filter({ hasText: subject }).first();
  await message.waitFor();
  await message.getByRole("link").first().click();
}

/** Confirms an address the way its owner would: the link in the verification e-mail. */
export async function confirmAddress(page: Page, baseUrl: string, address: string) {
  await followEmailedLink(page, baseUrl, address, /Confirm your e-mail address/);
  await page.getByText("Your e-mail address is confirmed.").waitFor();
}

/**
 * Registers one of the addresses global-setup names in ADMIN_EMAILS, confirms it (admin rights need a confirmed
 * address), and signs in on the page `next` names.
 */
export async function signInAsNewAdmin(
  page: Page,
  baseUrl: string,
  admin: { username: string; email: string; password: string },
  next: string,
) {
  await page.context().clearCookies();
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    // A documentation address (RFC 5737) of its own, apart from the other scripted sign-ups.
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "cf-connecting-ip": `203.0.113.${admin.email.length}`,
    },
    body: JSON.stringify(admin),
  });
  if (registered.status !== 201)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  await confirmAddress(page, baseUrl, admin.email);
  await page.context().clearCookies();
  await signInOnPage(page, baseUrl, admin, next);
}
