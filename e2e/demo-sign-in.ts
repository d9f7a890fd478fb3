import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS, type DemoAccountKind } from "../worker/features/auth/shared/demo-accounts";

/** The login page's demo buttons, in English. */
const DEMO_BUTTONS: Record<DemoAccountKind, string> = { creator: "Creator Demo", professional: "Pro Demo" };

/**
 * Signs in with the login page's demo button and waits for the page it leads to: `next` when given (the page then
 * opens `/login?next=…`), otherwise the dashboard.
 */
export async function signInWithDemoButton(page: Page, baseUrl: string, kind: DemoAccountKind, next?: string) {
  await page.goto(next ? `${baseUrl}/login?next=${encodeURIComponent(next)}` : `${baseUrl}/login`);
  await page.getByRole("button", { name: DEMO_BUTTONS[kind] }).click();
  await page.waitForURL(`${baseUrl}${next ?? "/dashboard"}`);
}

/** Signs in over the API, as another tab or a script would, and returns the `sid=…` cookie to send back. */
export async function demoSessionCookie(baseUrl: string, kind: DemoAccountKind): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[kind];
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error("demo sign-in set no session cookie");
  return cookie.split(";")[0]!;
}
