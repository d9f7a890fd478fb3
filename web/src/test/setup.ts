import { cleanup, configure } from "@testing-library/react";
import { initReactI18next } from "react-i18next";
import { afterAll, afterEach, vi } from "vitest";
import { addFormats, i18n, sharedOptions } from "../app/i18n";
import { toastStore } from "../lib/notify";

const english = import.meta.glob<Record<string, unknown>>("../locales/en/*.json", { eager: true, import: "default" });
const resources = {
  en: Object.fromEntries(
    Object.entries(english).map(([path, catalog]) => [path.split("/").pop()!.replace(".json", ""), catalog]),
  ),
};

await i18n.use(initReactI18next).init({ ...sharedOptions, lng: "en", resources, ns: Object.keys(resources.en) });
addFormats(i18n);

/**
 * No web test reaches a network. A request no test faked (a page view counted after its test ended, say) gets a 503
 * here instead of going to happy-dom's localhost:3000 and printing a refused connection; tests stub over this one.
 */
globalThis.fetch = async () =>
  Response.json({ error: { code: "unavailable", message: "No network in web tests." } }, { status: 503 });

// findBy… and waitFor wait for what the test needs; a lazily loaded page can take seconds on a busy machine (past
// 15 s once, in a full run beside the browser tests).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());

/**
 * Test files share one page per test worker (vitest.config.ts: starting happy-dom and importing the app for each file
 * cost more than the tests): each file leaves it as it found it, in English at "/", with no toast and nothing stored or stubbed.
 */
afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  const toast = toastStore.current();
  if (toast) toastStore.dismiss(toast.id);
  window.history.replaceState(null, "", "/");
  document.documentElement.lang = "en";
  document.documentElement.dir = "ltr";
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});
