import { writeFileSync } from "node:fs";
import { arch, cpus, platform, totalmem } from "node:os";

/** The budgets of DESIGN.md's table, in its order: what is measured and the limit it is held to. */
export const BUDGETS = {
  firstPageJs: { what: "JS loaded by the first page (gzip)", limit: "≤ 110 KB" },
  workerBundle: { what: "worker bundle (gzip)", limit: "≤ 3 MB, the Free plan's upload limit (Paid: 10 MB)" },
  workerStartup: {
    what: "worker startup, CPU to evaluate the global scope",
    limit: "≤ 250 ms: a quarter of Cloudflare's 1 s deploy limit, for slower machines and growth",
  },
  apiReads: { what: "API read endpoints, local workerd, p95", limit: "≤ 50 ms with 1,000,000 marketplace items" },
  catalogueThroughput: {
    what: "warm anonymous catalogue reads, throughput",
    limit: "≥ 50% of a bare Hono route on the same `wrangler dev`, same run",
  },
  coldCatalogue: {
    what: "cold (uncached) catalogue reads at 1,000,000 products, throughput vs the bare route",
    limit: "list and category ≥ 25%, search ≥ 20%, item ≥ 50%; p95 ≤ 100 ms with 16 clients",
  },
  answerSize: { what: "listing and search answers", limit: "≤ 1 KB gzip per card" },
  hostileInput: {
    what: "hostile input of the allowed size",
    limit: "≤ 5 × the time of benign input of the same size, per text route",
  },
  chatBroadcast: { what: "live chat broadcast to 100 sockets, p99", limit: "≤ 100 ms locally at 50 messages/s" },
  humanizer: { what: "offline humanizer", limit: "≥ 50,000 words/s on one core" },
  humanizerEffect: {
    what: "offline humanizer, held-out AI paragraphs",
    limit: "mean drop of the calibrated score ≥ 30 points, no grammar lints added (harper.js)",
  },
  lighthouse: {
    what: "Lighthouse, mobile profile, the landing, marketplace, `/product/4` and pricing pages in all 12 languages (median of 3)",
    limit: "performance ≥ 95, total blocking time ≤ 200 ms, LCP ≤ 1.2 s; accessibility, best practices, SEO 100",
  },
} as const;

export type BudgetKey = keyof typeof BUDGETS;

export interface Figure {
  /** The line the run prints for it. */
  line: string;
  /** The DESIGN.md budget it is held to, if any. */
  budget?: BudgetKey;
  /** For a correctness check of the mixed load instead: what must hold. */
  check?: string;
  /** Within the budget, or the check holds; absent for a figure with neither. */
  pass?: boolean;
  /** One line on how it was measured. */
  method: string;
}

/** Text in a table cell: pipes and angle brackets escaped (`<one of 5>` is not a tag), on one line. */
const cell = (text: string) => text.replace(/[|<]/g, "\\$&").replace(/\n/g, " ");

function verdict(figure: Figure): string {
  if (figure.pass === undefined) return "no budget";
  if (figure.pass) return "pass";
  return figure.check ? "FAIL" : "short";
}

function machine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? "unknown CPU";
  const memory = (totalmem() / 1024 ** 3).toFixed(0);
  return `${cores.length} CPUs (${model}), ${memory} GiB memory, ${platform()} ${arch()}, Node ${process.version}`;
}

function render(figures: Figure[], problems: string[], started: Date, finished: Date | null): string {
  const lines = [
    "# Bench report",
    "",
    `Written by \`npm run bench\`, which overwrites this file at each run. Run started ${started.toISOString()}${
      finished ? `, finished ${finished.toISOString()}` : ""
    }. Machine: ${machine()}.`,
    "",
  ];
  if (!finished) {
    lines.push(
      "**Incomplete:** the run is still going or stopped early; below are the figures it had measured by then.",
      "",
    );
  }
  lines.push("## Budgets (DESIGN.md)", "", "| budget | limit | figures | verdict |", "| --- | --- | --- | --- |");
  for (const [key, { what, limit }] of Object.entries(BUDGETS) as [BudgetKey, (typeof BUDGETS)[BudgetKey]][]) {
    const held = figures.filter((figure) => figure.budget === key);
    const short = held.filter((figure) => figure.pass === false).length;
    const status =
      held.length === 0 ? "not measured in this run" : short === 0 ? "pass" : `short (${short} of ${held.length})`;
    lines.push(`| ${cell(what)} | ${cell(limit)} | ${held.length} | ${status} |`);
  }
  lines.push("", "## Figures", "", "| figure | budget | verdict | how it was measured |", "| --- | --- | --- | --- |");
  for (const figure of figures) {
    const budget = figure.budget ? BUDGETS[figure.budget].limit : (figure.check ?? "—");
    lines.push(`| ${cell(figure.line)} | ${cell(budget)} | ${verdict(figure)} | ${cell(figure.method)} |`);
  }
  if (problems.length > 0) {
    lines.push("", "## Problems found", "", ...problems.map((problem) => `- ${cell(problem)}`));
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Collects the figures of a run: each is printed as its line and the report file is rewritten at once, so a run
 * that stops early still leaves the figures it had (marked incomplete); `finish` marks the report complete.
 */
export function startReport(path: string) {
  const figures: Figure[] = [];
  const problems: string[] = [];
  const started = new Date();
  const write = (finished: Date | null) => writeFileSync(path, render(figures, problems, started, finished));
  return {
    add(figure: Figure) {
      console.log(figure.line);
      figures.push(figure);
      write(null);
    },
    /** A correctness problem the run found, with what was seen and how to reproduce it. */
    problem(text: string) {
      console.log(`  problem: ${text}`);
      problems.push(text);
      write(null);
    },
    finish() {
      write(new Date());
      console.log(`report: ${path}`);
    },
  };
}
