import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, vi } from "vitest";
import { seedDemoData } from "./seed";

/**
 * Test files share one runtime per test worker (vitest.config.ts): its database, its bucket and its `env`. The first
 * file migrates the database and loads the demo data, so the seeded products always hold their ids (1 to 14) and
 * every later record comes after them; each file puts back any `env` value, spy or global it changed, for the next.
 */
const runtime = globalThis as { testDatabaseReady?: Promise<void> };
runtime.testDatabaseReady ??= applyD1Migrations(env.DB, env.TEST_MIGRATIONS).then(seedDemoData);
await runtime.testDatabaseReady;

const configured = { ...env };
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const changed = env as unknown as Record<string, unknown>;
  for (const key of Object.keys(changed)) if (!(key in configured)) delete changed[key];
  Object.assign(env, configured);
});
