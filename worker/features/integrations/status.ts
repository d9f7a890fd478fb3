import type { Database } from "../../../schema/db";
import { reachableEngines } from "../../ai/reachability";
import type { Env } from "../../env";
import { paymentsMode } from "../../payments/checkout";
import { readAnalyticsSettings } from "../admin";

/**
 * Which integrations this deployment has configured (their settings or secrets exist), never their values: the
 * spec's map of name to boolean. The language model counts only when one answers.
 */
export async function integrationStatus(db: Database, env: Env) {
  const { gaTrackingId } = await readAnalyticsSettings(db);
  const google = Boolean(env.GOOGLE_SERVICE_ACCOUNT_JSON);
  return {
    googleAnalytics: Boolean(gaTrackingId && env.GA_API_SECRET),
    googleSheets: google,
    googleDocs: google,
    slack: Boolean(env.SLACK_WEBHOOK_URL),
    discord: Boolean(env.DISCORD_WEBHOOK_URL),
    hubspot: Boolean(env.HUBSPOT_WEBHOOK_URL),
    stripe: paymentsMode(env) === "stripe",
    email: Boolean(env.EMAIL_FROM && (env.EMAIL || env.EMAIL_API_KEY)),
    // A model that answered a probe in the last few minutes, not a binding that merely exists.
    languageModel: (await reachableEngines(env)).some((engine) => engine !== "offline"),
  };
}
