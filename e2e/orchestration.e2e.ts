import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

describe("the AI orchestration demo", () => {
  it("lets a visitor analyze a quick demo task, see where it goes and why, and run it", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/orchestration-demo`);
    await page.getByRole("button", { name: "Technical Documentation" }).click();
    await page.getByRole("button", { name: "Analyze Task" }).click();
    const analysis = page.getByTestId("analysis");
    await analysis.waitFor();
    expect(await analysis.textContent()).toContain("Qwen 2.5 Coder 32B");
    expect(await page.getByTestId("reasoning").textContent()).toMatch(/needs quality \d+/);

    await page.getByRole("button", { name: "Execute" }).click();
    const cost = page.getByTestId("actual-cost");
    await cost.waitFor();
    // Workers AI cannot answer on a local run: the offline engine answers last, for nothing, and says so.
    expect(await cost.textContent()).toMatch(/^\$\d+\.\d{4}$/);
    expect(await page.getByTestId("execution-provider").textContent()).toBeTruthy();
    await screenshot(page, "orchestration-demo");
  });

  it("shows the pitch without personal contact details and calculates savings with the router's table", async () => {
    // The page arrives whole in the URL's language, before any script runs.
    const html = await fetch(`${baseUrl}/fr/orchestration`).then((response) => response.text());
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Calculer les économies");
    const page = browser.page();
    await page.goto(`${baseUrl}/orchestration`);
    await page.getByLabel("Monthly AI spend (USD)").fill("20000");
    await page.getByRole("button", { name: "Calculate Savings" }).click();
    await page.getByTestId("savings").waitFor();
    expect(await page.getByTestId("savings-reduction").textContent()).toMatch(/^\d+(\.\d)?%$/);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/@[\w-]+\.\w+|\+\d[\d\s-]{7,}/);
    await screenshot(page, "orchestration");
  });
});
