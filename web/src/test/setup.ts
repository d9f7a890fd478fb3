import { cleanup, configure } from "@testing-library/react";
import { initReactI18next } from "react-i18next";
import { afterEach } from "vitest";
import { i18n, sharedOptions } from "../app/i18n";

const english = import.meta.glob<Record<string, unknown>>("../locales/en/*.json", { eager: true, import: "default" });
const resources = {
  en: Object.fromEntries(
    Object.entries(english).map(([path, catalog]) => [path.split("/").pop()!.replace(".json", ""), catalog]),
  ),
};

await i18n.use(initReactI18next).init({ ...sharedOptions, lng: "en", resources, ns: Object.keys(resources.en) });

// findBy… and waitFor wait for what the test needs; a lazily loaded page can take seconds on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
