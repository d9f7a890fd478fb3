import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { experimental_readRawConfig } from "wrangler";
import { copyFontAssets } from "./worker/files/fonts/node-font-files.ts";
import { copyWordRankAssets } from "./worker/text/node-word-ranks.ts";

/**
 * The static assets the worker tests serve through ASSETS: only the PDF fonts and the word lists, copied in as the web
 * build would. Not
 * web/dist, which the browser tests rebuild while these tests run beside them (.ci/test.sh).
 */
const TEST_ASSETS = resolve(".tmp/test-assets");
copyFontAssets(TEST_ASSETS);
copyWordRankAssets(TEST_ASSETS);

/**
 * wrangler.toml without its Workers AI binding and cover queue, and with the test assets: tests use the offline engine unless a test hands the engine a model
 * (DESIGN.md), so no call reaches a binding that can only fail locally. Paths become absolute, as the copy lives in .tmp.
 */
function wranglerConfigForTests(): string {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  // Nor the cover queue: a test draws a cover when it asks for one (cover-drawing.test.ts runs the consumer itself).
  const { ai: _ai, queues: _queues, ...config } = rawConfig;
  const path = resolve(".tmp/wrangler.test.json");
  mkdirSync(resolve(".tmp"), { recursive: true });
  writeFileSync(
    path,
    JSON.stringify({
      ...config,
      main: resolve(config.main ?? "worker/index.ts"),
      assets: config.assets && { ...config.assets, directory: TEST_ASSETS },
      d1_databases: config.d1_databases?.map((db: { migrations_dir?: string }) => ({
        ...db,
        migrations_dir: resolve(db.migrations_dir ?? ""),
      })),
    }),
  );
  return path;
}

/** The Workers pool: the worker's bindings from wrangler.toml (less AI), the migrations and the test settings. */
const workersPool = () =>
  cloudflareTest(async () => ({
    main: "./worker/index.ts",
    remoteBindings: false,
    wrangler: { configPath: wranglerConfigForTests() },
    miniflare: {
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations("./schema/migrations"),
        ADMIN_EMAILS: "boss@example.com",
        // Tests buy in test mode, as `npm start` does; the payment-mode tests change it.
        PAYMENTS_MODE: "test",
        DEV_OUTBOX: "on",
      },
    },
  }));

/** A test that takes 2 s on an idle machine can take 10 s on a busy one: the bounds are for a test that hangs. */
const patience = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Vite's warnings, less one per file of the Stripe SDK: its published source maps name sources the package does not
 * ship. Vitest installs its own logger after the config is read, so the filter goes on the resolved one.
 */
const quietAboutDependencySourceMaps: Plugin = {
  name: "quiet-about-dependency-source-maps",
  configResolved(config) {
    const missingSources = /^Sourcemap for "[^"]*\/node_modules\/[^"]*" points to missing source files$/;
    const { logger } = config;
    const warnOnce = logger.warnOnce.bind(logger);
    logger.warnOnce = (message, options) => {
      if (!missingSources.test(message)) warnOnce(message, options);
    };
  },
};

/**
 * Vitest runs one project after another (by name, by default). npm test runs these tests beside the browser tests
 * (.ci/test.sh), which finish first: what runs last runs alone, so it is the project that keeps both cores busy (the
 * worker tests, two runtimes side by side), and the two-long-file project goes before it.
 */
const PROJECT_ORDER = ["node", "web", "worker"];

class ProjectOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name);
    // Array.sort is stable: within a project, Vitest's own order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Vitest 4 closes a workers-pool runtime while a module resolution it started can still be pending, and reports
 * "EnvironmentTeardownError: Closing rpc while "resolve" was pending" after every test has passed (in several
 * full runs here, during the Durable Object tests' teardown; vitest-dev/vitest#11153 is the same race for another
 * call). That one error, and only that one, does not fail the run; every other unhandled error still
 * does, and the reporter still prints it.
 */
function ignoreWorkerTeardownRace(error: { name?: string; message?: string }): boolean | undefined {
  const teardownRace =
    error.name === "EnvironmentTeardownError" &&
    Boolean(error.message?.includes('Closing rpc while "resolve" was pending'));
  return teardownRace ? false : undefined;
}

export default defineConfig({
  test: {
    sequence: { sequencer: ProjectOrder },
    // Vitest keeps one core for itself by default, which on a 2-core machine runs every file one after another; the
    // test runtimes wait on each other's I/O often enough that one per core is faster.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // What a test logs is shown when it fails; a passing run stays quiet.
    silent: "passed-only",
    onUnhandledError: ignoreWorkerTeardownRace,
    projects: [
      {
        plugins: [workersPool(), quietAboutDependencySourceMaps],
        test: {
          name: "worker",
          ...patience,
          // One workerd per test worker, kept across files: starting one costs seconds of CPU per file, and each test
          // makes its own accounts and records, so files need no database of their own (worker/test/setup.ts). A file
          // about the whole platform (every stored file, the ranking over all products) starts from the demo data
          // alone instead (worker/test/fresh-platform.ts).
          isolate: false,
          include: ["worker/**/*.test.ts", "durable-objects/**/*.test.ts"],
          exclude: ["worker/**/*.node.test.ts"],
          setupFiles: ["./worker/test/setup.ts"],
        },
      },
      {
        // Checks of the source tree itself (import rules, regular expressions), run in Node.
        test: {
          name: "node",
          ...patience,
          include: ["docs/**/*.test.ts", "worker/**/*.node.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          ...patience,
          // One page per test worker, kept across files (web/src/test/setup.ts puts it back after each): a fresh
          // happy-dom and app import per file cost four times the tests' own time.
          isolate: false,
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./web/src/test/setup.ts"],
        },
      },
    ],
  },
});
