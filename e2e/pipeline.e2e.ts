import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";
import { signInWithDemoButton } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

describe("the content pipeline in the browser", () => {
  it("creates a pipeline from a template and generates its research step, naming the engine that wrote it", async () => {
    const page = browser.page();
    // The pipeline comes with the Professional plan, which the Pro demo account is on.
    await signInWithDemoButton(page, baseUrl, "professional", "/content-pipeline");

    await page.getByRole("button", { name: /Laundromat business course/ }).click();
    await page.getByLabel("Goal").fill("Launch in North America before spring");
    // Markets are named in the reader's language; the pipeline keeps their ISO codes.
    await page.getByText("United States", { exact: true }).click();
    await page.getByText("Mexico", { exact: true }).click();
    await page.getByRole("button", { name: "Create pipeline" }).click();
    const pipeline = page.getByTestId("pipeline");
    await expect
      .poll(() => pipeline.textContent())
      .toContain("Launch in North America before spring · United States, Mexico");

    await pipeline.getByRole("button", { name: "Generate" }).first().click();
    // The step's Markdown is shown formatted: its "## MX" section is a heading.
    await expect.poll(() => pipeline.getByRole("heading", { name: "MX" }).first().isVisible()).toBe(true);
    expect(await pipeline.getByTestId("engine-badge").first().textContent()).toBe(
      "Offline engine · pipeline-templates",
    );
    expect(await pipeline.getByRole("button", { name: "Generate" }).count()).toBe(4);
    const usesToday = Number(await page.getByTestId("sidebar-uses").textContent());
    await pipeline.getByRole("button", { name: "Generate" }).first().click();
    await expect.poll(async () => Number(await page.getByTestId("sidebar-uses").textContent())).toBe(usesToday + 1);
    await screenshot(page, "content-pipeline");
  });

  it("tells a Free account before any click that the pipeline comes with a higher plan, and links to the plans", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    await signInWithDemoButton(page, baseUrl, "creator", "/content-pipeline");
    await expect.poll(() => page.getByText("Comes with the Professional plan and above.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Create pipeline" }).count()).toBe(0);
    await screenshot(page, "content-pipeline-free");
    await page.getByRole("link", { name: "See plans" }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
  });
});
