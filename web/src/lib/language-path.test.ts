import { describe, expect, it } from "vitest";
import { isPublicPage, languageOfPath, pathInLanguage, withoutLanguage } from "./language-path";

describe("language paths", () => {
  it("read the language from the URL's prefix; English has none", () => {
    expect(languageOfPath("/es/marketplace")).toBe("es");
    expect(languageOfPath("/ar")).toBe("ar");
    expect(languageOfPath("/en/marketplace")).toBeNull();
    expect(languageOfPath("/marketplace")).toBeNull();
    expect(languageOfPath("/xx/marketplace")).toBeNull();
  });

  it("take the prefix off and put one on", () => {
    expect(withoutLanguage("/es/product/7")).toBe("/product/7");
    expect(withoutLanguage("/es")).toBe("/");
    expect(withoutLanguage("/pricing")).toBe("/pricing");
    expect(pathInLanguage("/", "es")).toBe("/es");
    expect(pathInLanguage("/pricing", "ja")).toBe("/ja/pricing");
    expect(pathInLanguage("/pricing", "en")).toBe("/pricing");
  });

  it("know the public pages", () => {
    for (const path of ["/", "/marketplace", "/pricing", "/product/the-guide", "/orchestration"])
      expect(isPublicPage(path)).toBe(true);
    for (const path of ["/dashboard", "/product", "/marketplace/extra", "/settings"])
      expect(isPublicPage(path)).toBe(false);
  });
});
