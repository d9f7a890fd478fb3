import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";
import { signInWithDemoButton } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

const DRAFT =
  "In today's fast-paced world, it is important to note that teams must leverage robust tools in order to thrive. Moreover, it is crucial to foster a seamless workflow that does not rely on manual steps. Furthermore, Dr. Amara Okafor found that teams can potentially save 42% of their time. Additionally, it is vital to delve into every metric on a daily basis.";

/**
 * The toast title a finished rewrite earns: "Complete" only when the AI likelihood the result states fell by 15
 * points or more; the result's verdict line states both figures.
 */
async function expectedToastTitle(page: Page, completeTitle: string) {
  const verdict = page.getByTestId("rewrite-verdict");
  await expect.poll(() => verdict.textContent()).toMatch(/^The AI likelihood/);
  const [before, after] = ((await verdict.textContent())!.match(/\d+(?=%)/g) ?? []).map(Number);
  if (before! - after! >= 15) return completeTitle;
  return before! > after! ? "Only a Small Change" : "The Score Did Not Go Down";
}

/** The Pro demo account: its paid plan allows these three humanizer runs in one day (the free plan allows one). */
async function signIn() {
  await signInWithDemoButton(browser.page(), baseUrl, "professional");
}

describe("the humanizer tools in the browser", () => {
  it("runs Smart Mode with a progress bar and shows the measured result, the stages and the engine", async () => {
    await signIn();
    const page = browser.page();
    await page.goto(`${baseUrl}/smart-mode`);
    await page.getByRole("button", { name: "Run Smart Mode" }).click();
    await expect.poll(() => page.getByText("Please enter content to process").isVisible()).toBe(true);

    await page.getByLabel("Content").fill(DRAFT);
    await page.getByText("Maximum", { exact: true }).click();
    await page.getByRole("button", { name: "Run Smart Mode" }).click();
    const result = page.getByTestId("rewrite-result");
    await expect.poll(() => result.isVisible()).toBe(true);
    const title = await expectedToastTitle(page, "Smart Mode Complete");
    await expect.poll(() => page.getByText(title, { exact: true }).isVisible()).toBe(true);
    // Each sentence before and after, highlighted where it reads as machine-written.
    await expect.poll(() => result.getByTestId("segment-highlights").count()).toBe(2);
    expect(await result.getByTestId("segment-highlights").first().locator("mark").count()).toBeGreaterThan(0);
    const rewritten = await page.getByTestId("rewritten-text").textContent();
    expect(rewritten).toContain("Dr. Amara Okafor");
    expect(rewritten).toContain("42%");
    expect(rewritten).not.toContain("leverage");
    expect(await page.getByTestId("engine-badge").textContent()).toContain("Offline engine");
    expect(await result.getByText("6 processing stages").isVisible()).toBe(true);
    expect(await result.getByTestId("run-cost").textContent()).toBe(
      "This run cost $0.00, measured from its metering. With a language model an article typically costs $0.15–$0.30.",
    );
    await expect.poll(() => page.getByTestId("sidebar-uses").textContent()).not.toBe("0");
    await screenshot(page, "smart-mode");
  });

  it("humanizes on the AI Humanizer page with before/after signatures", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/humanizer`);
    await page.getByLabel("Your text").fill(DRAFT);
    await page.getByText("Professional", { exact: true }).click();
    await page.getByRole("main").getByRole("button", { name: "Humanize" }).click();
    const title = await expectedToastTitle(page, "Humanization Complete");
    await expect.poll(() => page.getByText(title, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("table").getByText("Stock phrases").isVisible()).toBe(true);
    await screenshot(page, "humanizer");
  });

  it("makes an illustration card in Unified AI and offers the result as a download", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/unified-ai`);
    await page.getByLabel("Content type").selectOption("visual");
    await page
      .getByLabel("Content", { exact: true })
      .fill("[IMAGE: a lighthouse at dusk, watercolor] A short note about the coast.");
    await page.getByRole("button", { name: "Process" }).click();
    // The gallery's copy of the picture (the formatted Markdown shows it inline too).
    const image = page.getByRole("figure").getByRole("img", { name: "a lighthouse at dusk" });
    await expect.poll(() => image.isVisible()).toBe(true);
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download as text file" }).click();
    expect((await download).suggestedFilename()).toBe("unified-ai-result.txt");
    await screenshot(page, "unified-ai");
  });
});
