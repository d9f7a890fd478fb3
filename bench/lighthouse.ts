/**
 * Lighthouse's mobile profile (its default throttling) on the five public pages of DESIGN.md's budget, three runs
 * each, the median of each figure: the production build (web/dist, built by the bench first) served by wrangler dev
 * with the demo catalogue. Lighthouse is a tool, not a dependency: the version TOOLCHAIN.md verified runs through npx
 * and drives Debian's Chromium.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startBenchServer } from "./bench-server";

const ROOT = resolve(import.meta.dirname, "..");
const PORT = 8797;
const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const LIGHTHOUSE_PAGES = ["/", "/marketplace", "/product/4", "/pricing", "/es/pricing"] as const;
const RUNS = 3;

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

function runLighthouse(url: string, output: string): LighthouseReport {
  execFileSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    { cwd: ROOT, stdio: "ignore", env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  return JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
}

/** The medians per page, or null where this machine has no Chromium. */
export async function lighthouseMedians(): Promise<PageFigures[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const out = join(ROOT, "bench", ".out", "lighthouse");
  mkdirSync(out, { recursive: true });
  const server = await startBenchServer(PORT, undefined, { withWebApp: true });
  try {
    // One unmeasured load per page: the first request of an isolate compiles the worker and fills its caches.
    for (const page of LIGHTHOUSE_PAGES) await (await fetch(server.baseUrl + page)).arrayBuffer();
    return LIGHTHOUSE_PAGES.map((page) => {
      const runs = Array.from({ length: RUNS }, (_, run) =>
        runLighthouse(server.baseUrl + page, join(out, `${page.replaceAll("/", "_") || "_"}-${run}.json`)),
      );
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
    });
  } finally {
    await server.stop();
  }
}
