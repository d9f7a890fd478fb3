import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./schema/activity.ts",
    "./schema/admin.ts",
    "./schema/ai.ts",
    "./schema/analytics.ts",
    "./schema/auth.ts",
    "./schema/collaborative.ts",
    "./schema/ecosystem.ts",
    "./schema/global.ts",
    "./schema/hiring.ts",
    "./schema/literary.ts",
    "./schema/marketing.ts",
    "./schema/marketplace.ts",
    "./schema/marketplace-charges.ts",
    "./schema/orchestration.ts",
    "./schema/pricing.ts",
    "./schema/publishing.ts",
    "./schema/quality.ts",
    "./schema/edge-cache.ts",
    "./schema/ratelimit.ts",
    "./schema/system-status.ts",
    "./schema/voice.ts",
  ],
  out: "./schema/migrations",
});
