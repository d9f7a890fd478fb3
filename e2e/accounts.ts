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
    headers: { "content-type": "application/json", origin: baseUrl },
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
