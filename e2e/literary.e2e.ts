import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { browserForFile, screenshot } from "./browser";
import { signInWithDemoButton } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

describe("the Literary Studio in the browser", () => {
  it("creates the 43-chapter guide from the template with a progress bar, and will not package its scaffold", async () => {
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
    await expect.poll(() => page.getByRole("tab", { name: "Monetize", selected: true }).isVisible()).toBe(true);
    const progressSeen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(progressSeen.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("43 chapters scaffolded and saved").isVisible()).toBe(true);
    // The preview is formatted: the Markdown title is a heading, not "# …".
    expect(await page.getByTestId("create-preview").locator("h1").textContent()).toBe("The Stroke Recovery Roadmap");

    // A scaffold is writing prompts, not a book: packaging it is refused and the chapters to write are named.
    await expect.poll(() => page.getByText("Still scaffolds, to write or generate").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Build package" }).first().click();
    await expect.poll(() => page.getByText("Write or generate them first").first().isVisible()).toBe(true);
    await screenshot(page, "literary-monetize");
  });

  it("reads and edits a work's chapters, restores a version, reorders them, and packages the result", async () => {
    const page = browser.page();
    await signInWithDemoButton(page, baseUrl, "creator", "/literary");
    const workId = await page.evaluate(async () => {
      const response = await fetch("/api/literary/works", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          title: "Harbour Days",
          chapters: [
            { title: "Morning", body: "The boats went out before **dawn**." },
            { title: "Noon", body: "Nets dried on the wall." },
            { title: "Evening", body: "Lamps came on along the quay." },
          ],
        }),
      });
      return (await response.json()).work.id as string;
    });
    await page.goto(`${baseUrl}/literary/${workId}`);
    await expect.poll(() => page.getByRole("heading", { name: "Harbour Days" }).isVisible()).toBe(true);
    expect(await page.locator("strong", { hasText: "dawn" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: /^2\. Noon/ }).click();
    await page.getByRole("tab", { name: "Edit" }).click();
    await page.getByLabel("Text (Markdown)").fill("## On the wall\n\nNets dried in the *sun*.");
    await expect.poll(() => page.getByTestId("chapter-preview").locator("h2").textContent()).toBe("On the wall");
    await screenshot(page, "work-editor");
    await page.getByRole("button", { name: "Save chapter" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "On the wall" }).isVisible()).toBe(true);
    await screenshot(page, "work-reader");

    await page.getByRole("tab", { name: "History" }).click();
    const versions = page.getByTestId("chapter-versions").getByRole("listitem");
    await expect.poll(() => versions.count()).toBe(1);
    expect(await versions.first().textContent()).toContain("Nets dried on the wall.");
    await versions.first().getByRole("button", { name: "Restore" }).click();
    await expect.poll(() => versions.count()).toBe(2);
    await page.getByRole("tab", { name: "Read" }).click();
    await expect.poll(() => page.getByText("Nets dried on the wall.").isVisible()).toBe(true);

    await page.getByRole("button", { name: 'Move "Evening" up' }).click();
    await expect
      .poll(() => page.getByTestId("chapter-list").getByRole("listitem").allTextContents())
      .toEqual([
        expect.stringContaining("1. Morning"),
        expect.stringContaining("2. Evening"),
        expect.stringContaining("3. Noon"),
      ]);

    await page.getByRole("link", { name: "Sell or package" }).click();
    await page.getByRole("button", { name: "Build package" }).first().click();
    const link = page.getByRole("link", { name: "Download the package" });
    await expect.poll(() => link.isVisible()).toBe(true);
    const download = page.waitForEvent("download");
    await link.click();
    const zip = unzipSync(readFileSync(await (await download).path()));
    const epub = unzipSync(zip["book.epub"]!);
    const chapters = Object.keys(epub)
      .filter((name) => /chapter-\d+\.xhtml$/.test(name))
      .sort()
      .map((name) => strFromU8(epub[name]!));
    expect(chapters.map((xhtml) => /<h1>([^<]*)<\/h1>/.exec(xhtml)![1])).toEqual(["Morning", "Evening", "Noon"]);
    expect(chapters[0]).toContain("<strong>dawn</strong>");

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
