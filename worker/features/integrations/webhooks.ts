import type { Env } from "../../env";

export const WEBHOOK_INTEGRATIONS = ["slack", "discord", "hubspot"] as const;
export type WebhookIntegration = (typeof WEBHOOK_INTEGRATIONS)[number];

const SETTINGS: Record<WebhookIntegration, { secret: keyof Env; body: (text: string) => object; host: RegExp }> = {
  // Slack incoming webhooks take {text}; Discord webhooks {content}; a HubSpot workflow webhook trigger any JSON.
  slack: { secret: "SLACK_WEBHOOK_URL", body: (text) => ({ text }), host: /^hooks\.slack\.com$/ },
  discord: {
    secret: "DISCORD_WEBHOOK_URL",
    body: (content) => ({ content }),
    host: /^(discord\.com|discordapp\.com|canary\.discord\.com)$/,
  },
  hubspot: {
    secret: "HUBSPOT_WEBHOOK_URL",
    body: (text) => ({ event: "platform.test", message: text }),
    host: /^([a-z0-9-]+\.)*(hubapi\.com|hubspot\.com)$/,
  },
};

const WEBHOOK_TIMEOUT_MS = 10_000;

/** The setting an integration needs, for the card that says what to configure. */
export const webhookSetting = (name: WebhookIntegration) => SETTINGS[name].secret;

/**
 * Posts a test message to the integration's configured incoming webhook. Null when none is configured; the URL
 * must be https on the service's own host, so a mistyped setting cannot make the worker call anywhere else.
 */
export async function postTestMessage(env: Env, name: WebhookIntegration, text: string) {
  const setting = SETTINGS[name];
  const configured = env[setting.secret];
  if (typeof configured !== "string" || !configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return { delivered: false, status: 0, problem: `${setting.secret} is not a URL.` };
  }
  if (url.protocol !== "https:" || !setting.host.test(url.hostname))
    return { delivered: false, status: 0, problem: `${setting.secret} is not an https address of ${name}.` };
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(setting.body(text)),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    return {
      delivered: response.ok,
      status: response.status,
      problem: response.ok ? null : `${name} answered ${response.status}.`,
    };
  } catch (error) {
    return {
      delivered: false,
      status: 0,
      problem: `${name} could not be reached (${error instanceof Error ? error.name : "error"}).`,
    };
  }
}
