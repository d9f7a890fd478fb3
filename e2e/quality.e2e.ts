import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

const DRAFT = `# Watering basil

it is important to note that teh basil is realy a plant plant. Studies show that 95% of basil dies from overwatering. TODO add the light section.

Water it when the top of the soil feels dry, not on a schedule. A pot with a drainage hole matters more than the brand of soil you buy for it.`;

describe("the quality assurance centre", () => {
  it("assesses a text, reviews its polish and gives a final verdict, all kept in the figures", async () => {
    const page = browser.page();
    const writer = await registerAccount(baseUrl, "editor");
    await signInOnPage(page, baseUrl, writer, "/quality-assurance");
    const box = page.getByLabel("Content", { exact: true });
    await box.waitFor();

    await box.fill(DRAFT);
    await page.getByRole("button", { name: "Assess Quality" }).click();
    await expect.poll(() => page.getByText(/^Overall score: \d+(\.\d)?\/10$/).isVisible()).toBe(true);
    expect(await box.inputValue()).toBe("");
    await expect.poll(() => page.getByTestId("breakdown-grammar").isVisible()).toBe(true);

    await box.fill(DRAFT);
    await page.getByRole("button", { name: "Polish" }).click();
    await page.getByRole("button", { name: "Run Review" }).click();
    const review = page.getByTestId("review");
    await review.waitFor();
    expect(await review.textContent()).toContain('Placeholder left in the text: "TODO"');
    expect(await review.textContent()).toMatch(/\+\d+ more/);
    expect(await page.getByTestId("tile-reviewsThisWeek").textContent()).toBe("1");

    await box.fill(DRAFT);
    await page.getByRole("button", { name: "Final Check" }).click();
    const verdict = page.getByTestId("final-verdict");
    await verdict.waitFor();
    expect(await verdict.textContent()).toContain("Needs Revision");
    await expect.poll(() => page.getByTestId("tile-approvalRate").textContent()).toBe("0%");
    await screenshot(page, "quality-assurance");
  });
});
