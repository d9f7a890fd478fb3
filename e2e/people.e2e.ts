import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";
import { demoSessionCookie, signInWithDemoButton } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

/** A 2×2 PNG, red: small enough to draw, real enough for the server's byte check. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

describe("people, in the browser", () => {
  it("edits the profile, uploads a photo and sees it in the sidebar", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    const account = await registerAccount(baseUrl, "profiled");
    await signInOnPage(page, baseUrl, account, "/profile");

    await page.getByLabel("Full name").fill("Rita Profiled");
    await page.getByLabel("Creator type").selectOption("kreaitor");
    await page.getByLabel("Bio").fill("I write practical guides about recovery and work.");
    await page.getByLabel("Hourly rate (USD)").fill("40");
    const skills = page.locator("#profile-skills");
    await skills.fill(" Copywriting ");
    await skills.press("Enter");
    await skills.fill("copywriting");
    await skills.press("Enter");
    await skills.fill("Editing");
    await page.getByRole("button", { name: "Add" }).first().click();
    await page.getByLabel("Spanish").check();
    await page.getByLabel("Time zone").selectOption("Europe/Lisbon");

    await page.locator("#avatar-file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    const sidebarAvatar = page.getByTestId("sidebar-avatar");
    await sidebarAvatar.waitFor();
    await expect
      .poll(() => sidebarAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(2);

    await page.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText("Your profile is saved.").waitFor();
    await screenshot(page, "profile");

    await page.reload();
    await expect.poll(() => page.getByLabel("Full name").inputValue()).toBe("Rita Profiled");
    // One page title: the top bar's. The profile's own heading sits under it.
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    const chips = await page.getByRole("list", { name: "Skills" }).getByRole("listitem").allTextContents();
    expect(chips).toEqual(["Copywriting", "Editing"]);
    expect(await page.getByLabel("Spanish").isChecked()).toBe(true);
  });

  it("finds a creator for a project on the Pro plan and sends them a message", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    const skill = `Ghostwriting${Date.now().toString(36)}`;
    const creator = await registerAccount(baseUrl, "matched");
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: creator.email, password: creator.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("sid="))!
      .split(";")[0]!;
    const saved = await fetch(`${baseUrl}/api/profile/update`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify({ name: "Marta Matched", skills: [skill], languages: ["English"], hourlyRate: 30 }),
    });
    expect(saved.status).toBe(200);

    await signInWithDemoButton(page, baseUrl, "professional", "/hiring");
    await page.getByLabel("Project description").fill("A ten-chapter guide for new managers.");
    await page.getByLabel("Skills needed").fill(skill);
    await page.getByLabel("Budget", { exact: true }).fill("6000");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await page.getByRole("button", { name: "Find Matches" }).click();
    const card = page.getByTestId("match-card").filter({ hasText: "Marta Matched" });
    await card.waitFor();
    expect(await card.getByTestId("match-reason").textContent()).toContain("1 of 1 skills");
    await screenshot(page, "hiring-matches");

    await card.getByRole("button", { name: "Message" }).click();
    await page.getByRole("heading", { name: "Marta Matched" }).waitFor();
    await page.getByLabel("Your message").fill("Hello Marta, would you write this guide with us?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("chat-message").filter({ hasText: "would you write this guide" }).waitFor();
    await screenshot(page, "hiring-messages");

    const inbox = await (await fetch(`${baseUrl}/api/communication/contacts`, { headers: { cookie } })).json();
    expect(inbox.unread).toBe(1);
  });

  it("shows today's sale of a product on the analytics page, chart and table", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    const proCookie = await demoSessionCookie(baseUrl, "professional");
    const mine = await (await fetch(`${baseUrl}/api/marketplace/my-items`, { headers: { cookie: proCookie } })).json();
    const product = mine.items.find((item: { status: string }) => item.status === "published");
    const buyer = await registerAccount(baseUrl, "analyticsbuyer");
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: buyer.email, password: buyer.password }),
    });
    const buyerCookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("sid="))!
      .split(";")[0]!;
    const bought = await fetch(`${baseUrl}/api/marketplace/purchase`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, cookie: buyerCookie },
      body: JSON.stringify({ productId: product.id, price: product.price }),
    });
    expect(bought.ok).toBe(true);

    await signInWithDemoButton(page, baseUrl, "professional", "/analytics");
    try {
      await page.getByRole("main").getByRole("heading", { name: "Analytics", level: 2 }).waitFor();
    } catch (error) {
      // Say where the browser was, and keep what it showed, if the page did not come.
      await screenshot(page, "analytics-not-shown");
      throw new Error(`the analytics page did not show at ${page.url()}: ${String(error)}`);
    }
    // The sign-in toast sits over the range buttons; dismissed (if it is still there), it stops covering them.
    await page
      .getByRole("button", { name: "Dismiss notification" })
      .click({ timeout: 2000 })
      .catch(() => {});
    await page.getByRole("button", { name: "7 days" }).click();
    const row = page.getByTestId("analytics-products").getByRole("row").filter({ hasText: product.title });
    await row.waitFor();
    const testSales = Number(await row.getByRole("cell").nth(1).textContent());
    expect(testSales).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.locator(".uplot canvas").count()).toBeGreaterThanOrEqual(4);
    const sales = page.getByRole("region", { name: "Sales and earnings per day" });
    await sales.getByText("Show the numbers").click();
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = sales.getByRole("row").filter({ hasText: today });
    expect(await todayRow.getByRole("cell").nth(1).textContent()).not.toBe("$0.00");
    await screenshot(page, "analytics");

    await page.getByRole("link", { name: "Dashboard" }).click();
    const activity = page.getByTestId("recent-activity");
    await expect.poll(() => activity.textContent()).toContain(`Sold “${product.title}”`);
    await page.getByRole("button", { name: "Ask the assistant" }).click();
    await page.getByTestId("assistant-suggestions").waitFor();
    await page.getByRole("button", { name: "Show all 6" }).click();
    expect(await page.getByTestId("quick-actions").getByRole("listitem").count()).toBe(6);
    await screenshot(page, "dashboard");
  });
});
