import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

const LOCALES = resolve(import.meta.dirname, "..", "web", "src", "locales");
const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8"));
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/** Cervantes, Don Quijote (1605): the detector was calibrated on English only, so it must not judge this. */
const QUIJOTE =
  "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor. Una olla de algo más vaca que carnero, salpicón las más noches, duelos y quebrantos los sábados, lantejas los viernes, algún palomino de añadidura los domingos, consumían las tres partes de su hacienda. El resto della concluían sayo de velarte, calzas de velludo para las fiestas, con sus pantuflos de lo mesmo, y los días de entresemana se honraba con su vellorí de lo más fino.";

/** The reason the reading gives, in the reader's language, with the language names as that reader's browser says them. */
function notCalibratedIn(language: string) {
  const names = new Intl.DisplayNames([language], { type: "language" });
  return fill(catalog(language, "common").aiReading.notCalibrated, {
    language: names.of("es")!,
    calibrated: names.of("en")!,
  });
}

async function analyzeQuijote(tab: string, submit: string) {
  const page = browser.page();
  await page.getByRole("tab", { name: tab }).click();
  await page.locator("#analyze-content").fill(QUIJOTE);
  await page.getByRole("button", { name: submit, exact: true }).click();
  await expect.poll(() => page.getByTestId("analysis-report").isVisible()).toBe(true);
  return page;
}

describe("the detector in a language it was not calibrated for, in the browser", () => {
  it("gives Cervantes no score and says why, in English and in Spanish", async () => {
    const page = browser.page();
    // An account of its own: the test changes its language, which would reach any other test signed in to a demo.
    const account = await registerAccount(baseUrl, "detector");
    await signInOnPage(page, baseUrl, account, "/literary");
    const english = catalog("en", "literary");
    await analyzeQuijote(english.tabs.analyze, english.analyze.submit);
    const report = page.getByTestId("analysis-report");
    expect(await report.locator("dd").getByText(english.analyze.notJudged, { exact: true }).isVisible()).toBe(true);
    expect(await report.getByTestId("ai-verdict").textContent()).toBe("Not judged");
    expect(await report.getByTestId("ai-not-judged").textContent()).toBe(notCalibratedIn("en"));
    expect(await report.locator("mark").count()).toBe(0);
    // Reading ease by Spanish's own formula, named, rather than Flesch's English one.
    expect(await report.getByTestId("readability-grades").textContent()).toBe(
      fill(english.analyze.easeFormula, { formula: "Szigriszt-Pazos", language: "Spanish", plain: "55" }),
    );
    await screenshot(page, "detector-spanish-text-en");

    await page.goto(`${baseUrl}/settings`);
    await page.locator("#settings-language").selectOption("es");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.goto(`${baseUrl}/literary`);
    const spanish = catalog("es", "literary");
    await analyzeQuijote(spanish.tabs.analyze, spanish.analyze.submit);
    expect(await report.getByTestId("ai-verdict").textContent()).toBe(
      catalog("es", "common").aiReading.verdict["not-judged"],
    );
    expect(await report.getByTestId("ai-not-judged").textContent()).toBe(notCalibratedIn("es"));
    await screenshot(page, "detector-spanish-text-es");

    await page.goto(`${baseUrl}/settings`);
    await page.locator("#settings-language").selectOption("en");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
  });
});
