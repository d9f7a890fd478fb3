import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    // Every wait is for an event (an element, a response, a frame), bounded for a busy machine, not for a fast one.
    expect: { poll: { timeout: 30_000 } },
    // What a test logs (the screenshots it took, in test-results/e2e) is shown when it fails.
    silent: "passed-only",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One process runs the files one after another: a new one per file cost ~5 s each (116 s in a CI run).
    isolate: false,
  },
});
