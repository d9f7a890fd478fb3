import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./schema/ai.ts", "./schema/auth.ts", "./schema/marketplace.ts", "./schema/ratelimit.ts"],
  out: "./schema/migrations",
});
