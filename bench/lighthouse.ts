/**
 * Lighthouse's mobile profile (its default throttling) on the four public pages (landing, marketplace, a product,
 * pricing) in each of the 12 languages, three runs each, the median of each figure: the production build (web/dist,
 * built by the bench first) served by wrangler dev with the demo catalogue. Lighthouse is a tool, not a dependency:
 * the version TOOLCHAIN.md verified runs through npx, attached to one headless Debian Chromium the bench starts.
 * BENCH_LIGHTHOUSE_LANGUAGES (comma-separated) limits the languages, for a quicker look at a few.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PLATFORM_LANGUAGES } from "../worker/common/languages";
import { startBenchServer } from "./bench-server";
import type { Figure } from "./report";

const ROOT = resolve(import.meta.dirname, "..");
const PORT = 8797;
const CHROME_DEBUG_PORT = 9333;
const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = 3;

/** The four public pages in a language: English has no prefix. */
const pagesIn = (language: string) => {
  const prefix = language === "en" ? "" : `/${language}`;
  return [prefix || "/", `${prefix}/marketplace`, `${prefix}/product/4`, `${prefix}/pricing`];
};

const chosen = process.env.BENCH_LIGHTHOUSE_LANGUAGES?.split(",").filter(Boolean);
export const LIGHTHOUSE_PAGES = (chosen ?? PLATFORM_LANGUAGES).flatMap(pagesIn);

interface LighthouseReport {
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>;
  audits: Record<"total-blocking-time" | "largest-contentful-paint", { numericValue: number }>;
}

export interface PageFigures {
  page: string;
  performance: number;
  totalBlockingMs: number;
  largestPaintMs: number;
  /** The lowest of the runs: these must hold on every run. */
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One headless Chromium for every run: starting one per run cost more than a third of the measuring time. */
async function startChromium(): Promise<{ process: ChildProcess; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const child = spawn(
    CHROMIUM,
    ["--headless=new", "--no-sandbox", `--remote-debugging-port=${CHROME_DEBUG_PORT}`, `--user-data-dir=${profile}`],
    { stdio: "ignore" },
  );
  for (let tries = 0; tries < 100; tries++) {
    const ready = await fetch(`http://127.0.0.1:${CHROME_DEBUG_PORT}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    process: child,
    stop: async () => {
      const exited = once(child, "exit");
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

function runLighthouse(url: string, output: string): LighthouseReport {
  execFileSync(
    "npx",
    ["--yes", LIGHTHOUSE, url, "--output=json", `--output-path=${output}`, "--quiet", `--port=${CHROME_DEBUG_PORT}`],
    { cwd: ROOT, stdio: "ignore", env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  return JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
}

function figuresOf(page: string, runs: LighthouseReport[]): PageFigures {
  const score = (category: keyof LighthouseReport["categories"]) =>
    runs.map((report) => Math.round(report.categories[category].score * 100));
  return {
    page,
    performance: median(score("performance")),
    totalBlockingMs: median(runs.map((report) => report.audits["total-blocking-time"].numericValue)),
    largestPaintMs: median(runs.map((report) => report.audits["largest-contentful-paint"].numericValue)),
    accessibility: Math.min(...score("accessibility")),
    bestPractices: Math.min(...score("best-practices")),
    seo: Math.min(...score("seo")),
  };
}

/** The medians per page, or null where this machine has no Chromium. */
export async function lighthouseMedians(): Promise<PageFigures[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const out = join(ROOT, "bench", ".out", "lighthouse");
  mkdirSync(out, { recursive: true });
  const server = await startBenchServer(PORT, undefined, { withWebApp: true });
  const chromium = await startChromium();
  try {
    // One unmeasured load per page: the first request of an isolate compiles the worker and fills its caches.
    for (const page of LIGHTHOUSE_PAGES) await (await fetch(server.baseUrl + page)).arrayBuffer();
    return LIGHTHOUSE_PAGES.map((page) => {
      const runs = Array.from({ length: RUNS }, (_, run) =>
        runLighthouse(server.baseUrl + page, join(out, `${page.replaceAll("/", "_") || "_"}-${run}.json`)),
      );
      const figures = figuresOf(page, runs);
      console.log(JSON.stringify(figures));
      return figures;
    });
  } finally {
    await chromium.stop();
    await server.stop();
  }
}

/** A page's line in the report, held to the budget: performance ≥ 95, blocking ≤ 200 ms, LCP ≤ 1.2 s, the rest 100. */
export function lighthouseFigure(figure: PageFigures): Figure {
  const { page, performance, totalBlockingMs, largestPaintMs, accessibility, bestPractices, seo } = figure;
  const pass =
    performance >= 95 &&
    totalBlockingMs <= 200 &&
    largestPaintMs <= 1200 &&
    accessibility === 100 &&
    bestPractices === 100 &&
    seo === 100;
  return {
    line: `Lighthouse mobile ${page}: performance ${performance}, total blocking time ${totalBlockingMs.toFixed(0)} ms, LCP ${(largestPaintMs / 1000).toFixed(2)} s; accessibility ${accessibility}, best practices ${bestPractices}, SEO ${seo} (${pass ? "within budget" : "OVER BUDGET"})`,
    budget: "lighthouse",
    pass,
    method:
      "Lighthouse 13.5.0 (npx) with its mobile defaults, attached to one headless Debian Chromium, the production build on wrangler dev with the demo catalogue; median of 3 runs (accessibility, best practices and SEO: the lowest run)",
  };
}
