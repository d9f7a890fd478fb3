import { mkdirSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { copyFontAssets } from "./worker/files/fonts/node-font-files.ts";

// wrangler.toml's assets folder must exist for the worker pool to start, even before the first web build; the PDF
// fonts the worker reads through ASSETS are copied in as the web build would.
mkdirSync("web/dist", { recursive: true });
copyFontAssets("web/dist");

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            remoteBindings: false,
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./schema/migrations"),
                ADMIN_EMAILS: "boss@example.com",
                // Tests buy in test mode, as `npm start` does; the payment-mode tests change it.
                PAYMENTS_MODE: "test",
                DEV_OUTBOX: "on",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "durable-objects/**/*.test.ts"],
          exclude: ["worker/**/*.node.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
        },
      },
      {
        // Checks of the source tree itself (import rules, regular expressions), run in Node.
        test: { name: "node", include: ["docs/**/*.test.ts", "worker/**/*.node.test.ts"], environment: "node" },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./web/src/test/setup.ts"],
        },
      },
    ],
  },
});
