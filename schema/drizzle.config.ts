import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./schema/ai.ts", "./schema/auth.ts", "./schema/literary.ts", "./schema/marketplace.ts", "./schema/publishing.ts", "./schema/ratelimit.ts"],
  out: "./schema/migrations",
});
