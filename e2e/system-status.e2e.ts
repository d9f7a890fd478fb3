import { describe, expect, it } from "vitest";
import { registerAccount, signInAsNewAdmin, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";
import { demoSessionCookie } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

/** The demo professional buys a product they do not own yet (test mode), over the API as another device would. */
async function buySomething(): Promise<void> {
  const cookie = await demoSessionCookie(baseUrl, "professional");
  const headers = { "content-type": "application/json", origin: baseUrl, cookie };
  const { items } = (await (await fetch(`${baseUrl}/api/marketplace/items?pageSize=100`, { headers })).json()) as {
    items: { id: number; price: number; creatorId: string }[];
  };
  for (const item of items) {
    const response = await fetch(`${baseUrl}/api/marketplace/purchase`, {
      method: "POST",
      headers,
      body: JSON.stringify({ productId: item.id, price: item.price }),
    });
    const body = (await response.json()) as { message?: string };
    if (response.ok && !body.message?.includes("already own")) return;
  }
  throw new Error("the demo professional owns every product");
}

/** The address global-setup names in ADMIN_EMAILS beside the admin settings' one; admin once confirmed. */
const STATUS_ADMIN = {
  username: "status_admin",
  email: "status.admin@example.com",
  password: "a long enough password",
};

describe("the automated system status", () => {
  it("shows a member the platform's health, and no business figures", async () => {
    const page = browser.page();
    const member = await registerAccount(baseUrl, "watcher");
    await signInOnPage(page, baseUrl, member, "/automated-system-dashboard");
    await expect.poll(() => page.getByTestId("feed-state").textContent()).toBe("Live");
    expect(await page.getByTestId("health-database").textContent()).toContain("Healthy");
    expect(await page.getByTestId("figure-generatedToday").count()).toBe(1);
    for (const figure of ["totalRevenue", "revenue24h", "soldToday"]) {
      expect(await page.getByTestId(`figure-${figure}`).count()).toBe(0);
    }
    expect(await page.getByTestId("pipeline-item").count()).toBe(0);
    expect(await page.locator("main").textContent()).not.toMatch(/revenue/i);
    await screenshot(page, "system-status-member");
  });

  it("goes live over the status hub and shows an admin a sale made elsewhere without a reload", async () => {
    const page = browser.page();
    await signInAsNewAdmin(page, baseUrl, STATUS_ADMIN, "/automated-system-dashboard");
    await expect.poll(() => page.getByTestId("feed-state").textContent()).toBe("Live");
    expect(await page.getByTestId("pipeline-item").count()).toBeGreaterThan(0);
    const before = Number(await page.getByTestId("figure-soldToday").textContent());

    await buySomething();
    await expect.poll(() => page.getByTestId("figure-soldToday").textContent()).toBe(String(before + 1));
    await screenshot(page, "system-status");
  });
});
