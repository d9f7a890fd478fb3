// npm run deploy refuses a configuration that would be unsafe on a public site. wrangler.toml is read with wrangler's
// own TOML parser (not a pattern), so `PAYMENTS_MODE = 'test'`, inline tables and comments read as wrangler reads them.
import { experimental_readRawConfig } from "wrangler";

const allowTestPayments = process.argv.includes("--allow-test-payments");
const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
const vars = rawConfig.vars ?? {};
const problems = [];

if (vars.PAYMENTS_MODE === "test" && !allowTestPayments) {
  problems.push(
    'PAYMENTS_MODE is "test": purchases would be free. Set it to "stripe" (with the STRIPE_SECRET_KEY secret), or deploy anyway with: npm run deploy -- --allow-test-payments',
  );
}
if ("DEV_OUTBOX" in vars) {
  problems.push("DEV_OUTBOX is set: the outbox would show anyone the sign-in links it holds. Remove it.");
}
let origin = null;
try {
  origin = typeof vars.APP_ORIGIN === "string" && vars.APP_ORIGIN ? new URL(vars.APP_ORIGIN) : null;
} catch {
  origin = null;
}
if (origin?.protocol !== "https:" || origin.pathname !== "/") {
  problems.push(
    "APP_ORIGIN must be the site's https address (e.g. APP_ORIGIN = \"https://inkspire.example\" under [vars]): every link in e-mails and Stripe's return pages is made from it, never from a request's Host.",
  );
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`wrangler.toml: ${problem}`);
  process.exit(1);
}
