import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";
import { signInWithDemoButton } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

describe("the Literary Studio in the browser", () => {
  it("creates the 43-chapter guide from the template with a progress bar, builds a KDP package and downloads it", async () => {
    const page = browser.page();
    await signInWithDemoButton(page, baseUrl, "creator", "/literary?template=stroke-recovery");
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("The Stroke Recovery Roadmap");
    expect(await page.getByText("43 chapters").isVisible()).toBe(true);
    await screenshot(page, "literary-create");

    // A fast offline job can show its bar for only a frame or two, so the page itself records every bar React renders.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(bar.getAttribute("aria-valuenow") ?? "");
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect
      .poll(() => page.getByRole("tab", { name: "Monetize", selected: true }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    const progressSeen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(progressSeen.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("43 chapters scaffolded and saved").isVisible()).toBe(true);
    expect(await page.getByTestId("create-preview").textContent()).toContain("# The Stroke Recovery Roadmap");

    await page.getByRole("button", { name: "Build package" }).first().click();
    const link = page.getByRole("link", { name: "Download the package" });
    await expect.poll(() => link.isVisible()).toBe(true);
    await screenshot(page, "literary-monetize");
    const download = page.waitForEvent("download");
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("the-stroke-recovery-roadmap-kdp-package.zip");
    const { statSync } = await import("node:fs");
    expect(statSync(await file.path()).size).toBeGreaterThan(10_000);

    await page.goto(`${baseUrl}/kdp-packages`);
    await expect.poll(() => page.getByTestId("package-card").count()).toBeGreaterThan(0);
    await screenshot(page, "kdp-packages");
  });

  it("refuses an upload that is not plain text or .docx", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/literary`);
    await page.getByRole("tab", { name: "Create" }).click();
    await page
      .getByTestId("source-upload")
      .setInputFiles({ name: "book.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test") });
    await expect.poll(() => page.getByText("Please upload a .txt or .docx file.").isVisible()).toBe(true);
    await page.getByTestId("source-upload").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("One sentence. Another one!\n\nA new paragraph?"),
    });
    await expect
      .poll(() => page.getByTestId("source-stats").textContent())
      .toBe("7 words · 3 sentences · 2 paragraphs");
  });
});
