import type { Database } from "../../schema/db";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { isLocalUrl } from "../http/local-request";
import { saveToOutbox } from "./outbox";

/** One e-mail: a plain-text and an HTML part, and the links it carries (the outbox lists them for developers). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface EmailSender {
  name: "cloudflare" | "http" | "outbox";
  send(message: OutgoingEmail): Promise<void>;
}

/** Resend's API: one well-known HTTP e-mail provider, used when `EMAIL_API_KEY` is set. */
const RESEND_URL = "https://api.resend.com/emails";

/**
 * How mail leaves this deploy: Cloudflare's e-mail sending binding (`EMAIL`) when bound, Resend when its key is
 * set, and otherwise the local outbox in D1 (read at /dev/outbox when DEV_OUTBOX=on). A real sender needs
 * `EMAIL_FROM`, an address of a domain it may send from.
 */
export function emailSender(env: Env, db: Database): EmailSender {
  const from = env.EMAIL_FROM;
  if (env.EMAIL && from) {
    const binding = env.EMAIL;
    return {
      name: "cloudflare",
      async send({ to, subject, text, html }) {
        await binding.send({ from, to, subject, text, html });
      },
    };
  }
  if (env.EMAIL_API_KEY && from) {
    const key = env.EMAIL_API_KEY;
    return {
      name: "http",
      async send({ to, subject, text, html }) {
        const response = await fetch(RESEND_URL, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({ from, to, subject, text, html }),
        });
        if (!response.ok) throw new Error(`the e-mail provider answered ${response.status}`);
      },
    };
  }
  return { name: "outbox", send: (message) => saveToOutbox(db, message) };
}

/**
 * Sends without failing the request that caused it: a message that cannot be sent is logged (without its links,
 * which carry one-time tokens) and the user can ask again.
 */
export async function sendQuietly(sender: EmailSender, message: OutgoingEmail): Promise<boolean> {
  try {
    await sender.send(message);
    return true;
  } catch (error) {
    console.error(
      `e-mail "${message.subject}" could not be sent (${sender.name})`,
      error instanceof Error ? error.message : error,
    );
    return false;
  }
}

/**
 * The site's address for links in public pages (canonical, hreflang, sitemaps): APP_ORIGIN when configured, so a
 * request under another Host (a workers.dev name, a forged header) never writes links to it; the request's own
 * origin otherwise, since a page must render anyway (`linkOrigin` refuses instead, for links that carry secrets).
 */
export function pageOrigin(env: Env, requestUrl: string): string {
  return new URL(env.APP_ORIGIN ?? requestUrl).origin;
}

/**
 * The site's address for every link it makes (e-mails, Stripe's return pages, Connect onboarding): APP_ORIGIN, so a
 * forged Host header can never put an attacker's domain in a password-reset link. Only a local run (the request came
 * to localhost) may go without it; anywhere else a missing APP_ORIGIN answers 503 rather than trusting the Host.
 */
/** The site's address for links in a message sent later (a mention's e-mail), or null when none can be vouched for. */
export function laterLinkOrigin(env: Env, requestUrl: string): string | null {
  try {
    return linkOrigin(env, requestUrl);
  } catch {
    return null;
  }
}

export function linkOrigin(env: Env, requestUrl: string): string {
  if (env.APP_ORIGIN) return new URL(env.APP_ORIGIN).origin;
  if (isLocalUrl(requestUrl)) return new URL(requestUrl).origin;
  throw new ApiError(
    503,
    "site_unconfigured",
    "This site's address (APP_ORIGIN) is not configured, so it cannot make links. Tell the site's operator.",
  );
}
