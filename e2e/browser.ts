import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type BrowserContext, chromium, type Page, type Browser as PlaywrightBrowser } from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";

export const ROOT = resolve(import.meta.dirname, "..");
export const SCREENSHOT_DIR = join(ROOT, "test-results", "e2e");

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the "old" headless mode Playwright itself runs
 * by default), with no background traffic on the closed network: one per test process, started by the first file
 * that opens a browser and ended with the process. The full browser's headless mode renders the same pages with a
 * third more CPU. Starting it costs seconds of CPU; a context of its own per browser a test opens (cookies, storage
 * and cache included) costs milliseconds.
 */
let chromiumProcess: Promise<PlaywrightBrowser> | null = null;

function sharedChromium(): Promise<PlaywrightBrowser> {
  chromiumProcess ??= chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    })
    .then((browser) => {
      // A crashed Chromium is started again by the next file rather than failing every file after it.
      browser.on("disconnected", () => {
        chromiumProcess = null;
      });
      return browser;
    })
    .catch((error: unknown) => {
      chromiumProcess = null;
      throw error;
    });
  return chromiumProcess;
}

/** A browser of its own for a test: a fresh context (no cookies, storage or cache of any other) and its page. */
export async function openBrowser(locale = "en-US"): Promise<Browser> {
  const context = await (await sharedChromium()).newContext({ viewport: { width: 1366, height: 900 }, locale });
  // Waits for a page, a frame or an element are bounded for a busy machine, not an idle one: on two cores shared
  // with another test run, a first page load can take most of 30 s.
  context.setDefaultNavigationTimeout(60_000);
  context.setDefaultTimeout(30_000);
  context.on("page", navigateUntilParsed);
  const page = await context.newPage();
  return {
    context,
    page,
    async close() {
      await context.close();
    },
  };
}

/**
 * Makes the page's navigations resolve once the document is parsed rather than at "load", which also waits for every
 * image and style sheet: on a loaded machine one slow file held a navigation past a minute. Every test then waits for
 * the element or response it needs, as it does after any other action.
 */
function navigateUntilParsed(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(url, { waitUntil: "domcontentloaded", ...options });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // A full-page capture paints the sticky sidebar and header at the current scroll offset, mid-page; and pictures
  // that load as they scroll into view (product covers) would be blank below the first screen.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => (image.complete ? null : image.decode().catch(() => null))));
  });
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
  return path;
}

/** One browser for a test file, opened before its tests and closed after; `page()` is its page. */
export function browserForFile(locale?: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser(locale);
  });
  // A failed test leaves a picture of where the page was, and its address, in its output.
  beforeEach((context) => {
    context.onTestFailed(async () => {
      if (!browser) return;
      const page = browser.page;
      console.log(`the page was at ${page.url()} when the test failed`);
      const name = `failed-${context.task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}`;
      await screenshot(page, name).catch((error: Error) => console.log(`no screenshot: ${error.message}`));
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl: inject("baseUrl"),
    page(): Page {
      if (!browser) throw new Error("the browser is not open yet");
      return browser.page;
    },
  };
}
