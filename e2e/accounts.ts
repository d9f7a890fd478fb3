import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";

let registered = 0;

const visitorAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

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
    // Each scripted sign-up comes from its own address in the benchmarking range (RFC 2544), as separate visitors
    // would, so that the per-network registration limit is left to the sign-ups the tests make in the browser. Drawn
    // at random: every test file counts its sign-ups from one, and a counter alone would repeat across files.
    headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": visitorAddress() },
    body: JSON.stringify(account),
  });
  if (response.status !== 202) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  await confirmOverApi(baseUrl, account.email);
  return account;
}

/** The link the local outbox holds for an address's confirmation; registration answers once it is there. */
async function confirmationToken(baseUrl: string, address: string) {
  const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(address)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; links: string[] }[] };
  const link = messages.find((m) => m.subject === "Confirm your e-mail address")?.links[0];
  if (!link) throw new Error(`no confirmation link reached ${address}`);
  return new URL(link).searchParams.get("token");
}

async function openConfirmation(baseUrl: string, address: string, cookie?: string) {
  const confirmed = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ token: await confirmationToken(baseUrl, address) }),
  });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return confirmed;
}

/** Opens an address's confirmation link over the API, as its owner would on another device: it only confirms. */
export async function confirmOverApi(baseUrl: string, address: string) {
  await openConfirmation(baseUrl, address);
}

const cookieOf = (response: Response, name: string) => {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return cookie.split(";")[0]!;
};

/**
 * Signs up over the API from `ip` and opens the e-mailed link as the same browser (its device cookie), which signs
 * it in: returns the session cookie.
 */
export async function signUpOverApi(
  baseUrl: string,
  account: { username: string; email: string; password: string },
  ip: string,
): Promise<string> {
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": ip },
    body: JSON.stringify(account),
  });
  if (registered.status !== 202)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  return cookieOf(await openConfirmation(baseUrl, account.email, cookieOf(registered, "device")), "sid");
}

/**
 * Signs up on the register page, as a visitor would: the page says where the link went, and the link (opened in
 * the same browser) confirms the address and signs in. Ends on the dashboard.
 */
export async function signUpOnPage(
  page: Page,
  baseUrl: string,
  account: { username: string; email: string; password: string },
) {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByTestId("register-sent").waitFor();
  await followEmailedLink(page, baseUrl, account.email, /Confirm your e-mail address/);
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
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
  if (registered.status !== 202)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  await confirmAddress(page, baseUrl, admin.email);
  await page.context().clearCookies();
  await signInOnPage(page, baseUrl, admin, next);
}
