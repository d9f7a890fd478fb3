import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

describe("the app shell", () => {
  it("shows a visitor the Not Signed In card on an open page, with breadcrumbs and Back for deep paths", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/product/4`);
    await expect.poll(() => page.getByText("Not Signed In").isVisible()).toBe(true);
    // The top bar and the last breadcrumb name the product, not its number.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("The Stroke Recovery Roadmap");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect((await crumbs.innerText()).replace(/\s+/g, " ")).toBe("Home Marketplace The Stroke Recovery Roadmap");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL(`${baseUrl}/marketplace`);
  });

  it("answers an address with no page with a 404, noindex and the home page, saying so", async () => {
    const page = browser.page();
    const response = await page.goto(`${baseUrl}/nonexistent-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expect
      .poll(() => page.getByText("There is no page at /nonexistent-page. Here is the home page instead.").isVisible())
      .toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await page.title()).toBe("Page not found · Inkspire");
    await screenshot(page, "not-found");
    const spanish = await page.goto(`${baseUrl}/es/no-existe`);
    expect(spanish?.status()).toBe(404);
    expect(await page.title()).toBe("Página no encontrada · Inkspire");
  });

  it("signs in with the Pro Demo button, returns to the page asked for, and labels the plan", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/settings`);
    await page.waitForURL(`${baseUrl}/login?next=%2Fsettings`);
    await screenshot(page, "login");
    await page.getByRole("button", { name: "Pro Demo" }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    await expect.poll(() => page.getByText("Signed in as professional demo account.").isVisible()).toBe(true);
    expect(await page.getByTestId("sidebar-user").textContent()).toContain("Professional Member");
    expect(await page.getByRole("link", { name: "Back", exact: true }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole("link", { name: "Back", exact: true }).count()).toBe(0);
  });

  it("opens the sidebar from the menu button on a phone", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Hiring Hub" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    // Every group is in sight; the Team group opens to show the hiring hub.
    for (const group of ["Write", "Humanize", "Sell", "Go global", "Team", "Account"])
      await expect.poll(() => menu.getByRole("button", { name: group }).isVisible()).toBe(true);
    const last = (await menu.getByRole("button", { name: "Account" }).boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(844);
    expect(await menu.getByRole("link", { name: "Hiring Hub" }).isVisible()).toBe(false);
    await menu.getByRole("button", { name: "Team" }).click();
    await expect.poll(() => menu.getByRole("link", { name: "Hiring Hub" }).isVisible()).toBe(true);
    expect(await menu.getByRole("button", { name: "Team" }).getAttribute("aria-expanded")).toBe("true");
    await screenshot(page, "dashboard-mobile-menu");
    await page.getByRole("dialog").getByRole("link", { name: "Hiring Hub" }).click();
    await page.waitForURL(`${baseUrl}/hiring`);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("refuses a wrong password with the server's message", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email").fill("creator.demo@example.com");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByText("Login Failed").isVisible()).toBe(true);
    expect(await page.getByText("Invalid e-mail or password.").isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/login`);
  });

  it("puts a product's price and Buy button near the top on a phone, before and after the app takes over", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/product/4`);
      // The worker's first paint, then the app's page: the Buy control is within the first screen or so either way.
      const buy = page
        .getByRole("link", { name: "Purchase & Download" })
        .or(page.getByRole("button", { name: "Purchase & Download" }));
      await buy.first().waitFor();
      const top = await buy.first().evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeLessThan(900);
      await screenshot(page, "product-mobile");
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it("shows the register page", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/register`);
    await expect.poll(() => page.getByRole("button", { name: "Create Account" }).isVisible()).toBe(true);
    await screenshot(page, "register");
  });
});
