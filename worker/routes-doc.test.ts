/// <reference types="vite/client" />
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { app } from "./index";

/**
 * docs/routes.md: every URL the worker answers and the file that serves it, made from the routers themselves, so
 * the page cannot go stale: when a route is added, moved or removed, this test fails until the page is made again
 * (`npx vitest run worker/routes-doc.test.ts --update`).
 */
const ROUTERS = import.meta.glob<Record<string, unknown>>(["./features/**/*routes.ts", "./payments/routes.ts"], {
  eager: true,
});

type AnyHono = Hono<never, never, string>;
const isRouter = (value: unknown): value is AnyHono =>
  typeof value === "object" && value !== null && "routes" in value && Array.isArray(value.routes);

/** Each route handler's file. A router made of others shares their handlers; the file that defines fewer routes wins. */
function filesByHandler(): Map<unknown, { file: string; size: number }> {
  const files = new Map<unknown, { file: string; size: number }>();
  for (const [path, exports] of Object.entries(ROUTERS)) {
    const file = `worker/${path.slice(2)}`;
    for (const router of Object.values(exports).filter(isRouter)) {
      for (const route of router.routes) {
        const known = files.get(route.handler);
        if (!known || router.routes.length < known.size) files.set(route.handler, { file, size: router.routes.length });
      }
    }
  }
  return files;
}

function routesPage(): string {
  const files = filesByHandler();
  const pages = ROUTERS["./features/pages/routes.ts"]!.pageRoutes as AnyHono;
  const rows = new Map<string, { method: string; path: string; file: string }>();
  for (const route of [...app.routes, ...pages.routes]) {
    if (route.method === "ALL") continue;
    const file = files.get(route.handler)?.file ?? "(unknown)";
    rows.set(`${route.method} ${route.path}`, { method: route.method, path: route.path, file });
  }
  const sorted = [...rows.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return [
    "# Routes: every URL the worker answers, and the file that serves it",
    "",
    "Generated from the routers by `worker/routes-doc.test.ts`, which `npm test` runs: it fails when this page and the",
    "code disagree. After adding, moving or removing a route, make it again with",
    "`npx vitest run worker/routes-doc.test.ts --update`. Who may call each route is in `worker/test/authorization-matrix.ts`.",
    "",
    "Feature names follow what users see: the Settings page is `settings` (its API stays at `/api/account`), the",
    "Platform Audit page is `platform-audit` (`/api/platform`), and System Status is `system-status`, which also",
    "answers the monitors' `/api/health`. Paths outside `/api` are the public pages the worker renders itself.",
    "",
    "| method | path | file |",
    "| --- | --- | --- |",
    ...sorted.map((row) => `| ${row.method} | \`${row.path}\` | \`${row.file}\` |`),
    "",
  ].join("\n");
}

describe("the routes page", () => {
  it("names every route of the worker and the file that serves it, as the code does", async () => {
    const page = routesPage();
    expect(page).not.toContain("(unknown)");
    await expect(page).toMatchFileSnapshot("../docs/routes.md");
  });
});
