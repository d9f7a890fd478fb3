// What npm run deploy refuses in wrangler.toml's [vars] (read by deploy-guard.mjs with wrangler's TOML parser).

/** The problems with these vars for a public deploy, as sentences; empty when there are none. */
export function deployProblems(vars, { allowTestPayments = false } = {}) {
  const problems = [];
  if (vars.PAYMENTS_MODE === "test" && !allowTestPayments) {
    problems.push(
      'PAYMENTS_MODE is "test": purchases would be free. Set it to "stripe" (with the STRIPE_SECRET_KEY secret), or deploy anyway with: npm run deploy -- --allow-test-payments',
    );
  }
  if ("DEV_OUTBOX" in vars) {
    problems.push("DEV_OUTBOX is set: the outbox would show anyone the sign-in links it holds. Remove it.");
  }
  if (!isSiteOrigin(vars.APP_ORIGIN)) {
    problems.push(
      "APP_ORIGIN must be the site's https address (e.g. APP_ORIGIN = \"https://inkspire.example\" under [vars]): every link in e-mails and Stripe's return pages is made from it, never from a request's Host.",
    );
  }
  return problems;
}

function isSiteOrigin(value) {
  if (typeof value !== "string" || !value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.pathname === "/";
  } catch {
    return false;
  }
}
