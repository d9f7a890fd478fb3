import { describe, expect, it } from "vitest";
import { signUpOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

describe("accounts in the browser", () => {
  it("registers, signs out, is sent to login by a guarded route, and signs in with the Creator Demo button", async () => {
    const page = browser.page();
    const stamp = Date.now().toString(36);

    await signUpOnPage(page, baseUrl, {
      username: `e2e_${stamp}`,
      email: `e2e.${stamp}@example.com`,
      password: "a long enough password",
    });
    await expect.poll(() => page.getByRole("heading", { name: `Welcome, e2e_${stamp}` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("sidebar-earnings").textContent()).toBe("$0.00");
    expect(await page.getByTestId("sidebar-uses").textContent()).toBe("0");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login?next=%2Fdashboard`);

    await page.getByRole("button", { name: "Creator Demo" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // Maya's first dashboard in this browser: welcomed; the next one welcomes her back.
    await expect.poll(() => page.getByRole("heading", { name: "Welcome, Maya Chen" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Demo Login Successful!").isVisible()).toBe(true);
    // The profile's name, not the address, and its initials.
    expect(await page.getByTestId("sidebar-user").textContent()).toContain("MCMaya Chen");
    await expect.poll(() => page.getByText("All Systems Operational").isVisible()).toBe(true);
    await screenshot(page, "dashboard");
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Welcome back, Maya Chen" }).isVisible()).toBe(true);
  });

  it("shows the password-mismatch toast and sends nothing", async () => {
    const page = browser.page();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/register")) requests.push(request.url());
    });
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("Username").fill("mismatch_user");
    await page.getByLabel("Email").fill("mismatch@example.com");
    await page.getByLabel("Password", { exact: true }).fill("first password");
    await page.getByLabel("Confirm password").fill("second password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => page.getByText("Passwords do not match. Please try again.").isVisible()).toBe(true);
    expect(requests).toEqual([]);
    expect(page.url()).toBe(`${baseUrl}/register`);
  });
});
