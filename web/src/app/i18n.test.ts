import { afterEach, describe, expect, it } from "vitest";
import { availableLanguages, i18n, switchLanguage, textDirection } from "./i18n";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the i18n layer", () => {
  it("finds the languages from the catalogs folder", () => {
    expect(availableLanguages).toContain("en");
  });

  it("switches language, remembers it, and lays Arabic out right to left", async () => {
    i18n.addResourceBundle("ar", "common", { nav: { dashboard: "لوحة التحكم" } });
    // A signed-in page has no URL per language, so the switch happens in place (a public page would be reloaded).
    window.history.pushState({}, "", "/dashboard");
    await switchLanguage("ar");
    expect(i18n.t("nav.dashboard")).toBe("لوحة التحكم");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(localStorage.getItem("language")).toBe("ar");
    await switchLanguage("en");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("falls back to English for a key a language lacks", async () => {
    i18n.addResourceBundle("es", "common", { nav: { dashboard: "Panel" } });
    await i18n.changeLanguage("es");
    expect(i18n.t("nav.dashboard")).toBe("Panel");
    expect(i18n.t("nav.pricing")).toBe("Pricing");
  });

  it("knows which languages are written right to left", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
    expect(textDirection("zh-CN")).toBe("ltr");
  });
});
