// npm run deploy refuses a configuration that would be unsafe on a public site. wrangler.toml is read with wrangler's
// own TOML parser (not a pattern), so `PAYMENTS_MODE = 'test'`, inline tables and comments read as wrangler reads them.
import { experimental_readRawConfig } from "wrangler";
import { deployProblems } from "./deploy-rules.mjs";

const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
const problems = deployProblems(rawConfig.vars ?? {}, {
  allowTestPayments: process.argv.includes("--allow-test-payments"),
});
for (const problem of problems) console.error(`wrangler.toml: ${problem}`);
if (problems.length > 0) process.exit(1);
