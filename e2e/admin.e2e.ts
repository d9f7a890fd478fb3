import { describe, expect, it } from "vitest";
import { registerAccount, signInAsNewAdmin, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

/** The address global-setup names in ADMIN_EMAILS; it grants admin only once confirmed. */
const ADMIN = { username: "site_admin", email: "site.admin@example.com", password: "a long enough password" };

describe("the admin analytics settings", () => {
  it("tell a member who is not an admin that they are an administrator's", async () => {
    const page = browser.page();
    const member = await registerAccount(baseUrl, "member");
    await signInOnPage(page, baseUrl, member, "/admin/settings");
    await expect.poll(() => page.getByRole("heading", { name: "Administrators only" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Admin Settings" }).count()).toBe(0);
  });

  it("let a confirmed admin save a G- ID, refuse another kind, and say what the test needs", async () => {
    const page = browser.page();
    await signInAsNewAdmin(page, baseUrl, ADMIN, "/admin/settings");
    const field = page.getByLabel("Analytics tracking ID");
    await field.waitFor();
    expect(await page.getByRole("link", { name: "Admin Settings" }).isVisible()).toBe(true);
    expect(await page.getByTestId("analytics-state").textContent()).toBe("Off");

    await field.fill("UA-12345-1");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() => page.getByText("Invalid Format: Google Analytics ID should start with 'G-'").isVisible())
      .toBe(true);
    await field.fill("G-E2ETEST42");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => page.getByText("Settings Updated").isVisible()).toBe(true);
    expect(await page.getByTestId("analytics-state").textContent()).toBe("On");
    await page.reload();
    await expect.poll(() => page.getByLabel("Analytics tracking ID").inputValue()).toBe("G-E2ETEST42");

    await page.getByRole("button", { name: "Test Analytics" }).click();
    await expect.poll(() => page.getByText("Test Failed").isVisible()).toBe(true);
    expect(await page.getByTestId("measurement-secret").textContent()).toContain("GA_API_SECRET");
    await screenshot(page, "admin-settings");

    // The tax report downloads as the CSV the admin's session may read (the worker tests check its figures).
    const taxReport = page.getByTestId("tax-report-download");
    const download = page.waitForEvent("download");
    await taxReport.click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^tax-\d{4}-01-to-\d{4}-\d{2}\.csv$/);

    await page.getByRole("link", { name: "Platform Audit" }).click();
    await page.waitForURL(`${baseUrl}/platform-audit`);
    await expect.poll(() => page.getByTestId("overall-score").isVisible()).toBe(true);
    for (const category of ["Database and storage", "Security", "Payments", "Translation", "Performance"])
      expect(await page.getByRole("heading", { name: category }).isVisible()).toBe(true);
    expect(await page.getByTestId("audit-payments").textContent()).toContain("Payments run in test mode");
    expect(await page.getByTestId("audit-analytics-id").textContent()).toContain("G-E2ETEST42");
    expect(await page.getByTestId("audit-catalogs-complete").textContent()).toContain("All 12 languages have all");
    await screenshot(page, "platform-audit");

    await page.getByRole("link", { name: "Ultimate Ecosystem" }).click();
    await page.waitForURL(`${baseUrl}/ultimate-ecosystem`);
    await page.getByTestId("gauge-paymentSuccess").waitFor();
    expect(await page.getByTestId("metric-activeMarkets").textContent()).toBe("18");
    await page.getByRole("button", { name: "Launch New Markets" }).click();
    await expect.poll(() => page.getByText("the platform now serves 27").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("metric-activeMarkets").textContent()).toBe("27");
    await page.getByRole("button", { name: "Optimize" }).click();
    await expect.poll(() => page.getByText("Optimization complete").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("live-database").textContent()).toContain("Healthy");
    await screenshot(page, "ultimate-ecosystem");
  });

  it("let the admin list outreach recipients and write to them from the orchestration demo", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    await signInOnPage(page, baseUrl, ADMIN, "/admin/settings");
    const recipients = page.getByLabel("Recipients (one address per line)");
    await expect.poll(() => recipients.isEnabled()).toBe(true);
    await recipients.fill("Investor.One@example.com\ninvestor.two@example.com");
    await page.getByRole("button", { name: "Save Recipients" }).click();
    await expect.poll(() => page.getByText("Recipients Saved: 2 addresses").isVisible()).toBe(true);

    await page.goto(`${baseUrl}/orchestration-demo`);
    const outreach = page.getByTestId("outreach");
    await expect.poll(() => page.getByTestId("outreach-delivery").textContent()).toContain("2 recipients.");
    await outreach.getByLabel("Subject").fill("Inkspire is raising a seed round");
    await outreach.getByLabel("Message").fill("Hello,\n\nMay we send you our deck?");
    await page.getByRole("button", { name: "Send Emails to 2 Recipients" }).click();
    const results = page.getByTestId("outreach-results");
    await results.waitFor();
    expect(await results.textContent()).toContain("100%");
    expect(await results.textContent()).toContain("investor.one@example.com: sent");
    await expect.poll(() => outreach.getByText("Inkspire is raising a seed round").isVisible()).toBe(true);
    await screenshot(page, "orchestration-outreach");

    // No provider on a local run: the message waits in the outbox, addressed as listed, never from the admin's input.
    const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=investor.two@example.com`).then((r) => r.json());
    expect(outbox.messages[0].subject).toBe("Inkspire is raising a seed round");
    expect(outbox.messages[0].text).toContain("May we send you our deck?");
  });
});
