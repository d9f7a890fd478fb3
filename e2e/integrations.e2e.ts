import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

describe("the integrations hub", () => {
  it("researches from the marketplace with citations that open real products, and exports a Word document", async () => {
    const page = browser.page();
    const member = await registerAccount(baseUrl, "researcher");
    await signInOnPage(page, baseUrl, member, "/integrations-demo");
    await expect.poll(() => page.getByTestId("integration-slack").textContent()).toContain("Slack");

    await page.getByLabel("Topic").fill("stroke recovery");
    await page.getByRole("button", { name: "Generate Research" }).click();
    await page.getByTestId("research-result").waitFor();
    const citations = page.getByTestId("citation");
    expect(await citations.count()).toBeGreaterThan(0);
    const href = (await citations.first().getByRole("link").getAttribute("href"))!;
    expect(href).toMatch(/^\/product\/\d+$/);
    const item = await fetch(`${baseUrl}/api/marketplace/item/${href.split("/").pop()}`);
    expect(item.status).toBe(200);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export to Docs" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("stroke-recovery.docx");
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    await expect.poll(() => page.getByText("Document Ready").isVisible()).toBe(true);
    await screenshot(page, "integrations");
  });
});
