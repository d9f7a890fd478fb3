import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

const SAMPLE = `Okay, so here's the thing: I'm not a morning person. I've tried, I really have! Every January I tell myself I'll get up at six, and every January I'm back to hitting snooze by the second week. My cat thinks it's hilarious. Honestly? I've made peace with it. I write best at night anyway, when the house is quiet.`;

describe("voice capture", () => {
  it("analyzes a sample into a first-person casual voice and writes in it", async () => {
    const page = browser.page();
    const writer = await registerAccount(baseUrl, "voice");
    await signInOnPage(page, baseUrl, writer, "/voice-capture");
    await page.getByLabel("Writing sample (at least 200 characters)").fill(SAMPLE);
    await page.getByRole("button", { name: "Analyze My Voice" }).click();
    await page.getByTestId("voice-profile").waitFor();
    expect(await page.getByLabel("Perspective").inputValue()).toBe("first");
    expect(await page.getByLabel("Tone").inputValue()).toBe("casual");

    await page.getByLabel("What should it be about?").fill("Why I write at night");
    await page.getByRole("button", { name: "Generate Content" }).click();
    const output = page.getByLabel("Your content");
    await output.waitFor();
    const text = await output.inputValue();
    expect(text).toContain("I want to talk about why I write at night");
    expect(text).toContain("don't");
    await page.getByRole("button", { name: "Save Content" }).click();
    await expect.poll(() => page.getByText("Saved as a work in the Literary Studio.").isVisible()).toBe(true);
    await screenshot(page, "voice-capture");
  });
});
