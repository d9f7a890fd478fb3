import { screen } from "@testing-library/react";
import { getI18n } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import spanishCommon from "../../locales/es/common.json";
import { renderWithApp } from "../../test/render-with-app";
import { Breadcrumbs } from "./Breadcrumbs";

afterEach(async () => {
  await getI18n().changeLanguage("en");
});

describe("the breadcrumbs", () => {
  it("name a section by its page's title in the reader's language", async () => {
    getI18n().addResourceBundle("es", "common", spanishCommon);
    await getI18n().changeLanguage("es");
    renderWithApp(<Breadcrumbs />, { route: "/literary/7" });
    const trail = screen.getByRole("navigation").textContent!;
    expect(trail).toContain(spanishCommon.titles.literary);
    expect(trail).not.toContain("Literary");
  });
});
