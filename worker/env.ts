import type { CollabRoom } from "../durable-objects/collab-room/room";
import type { MemberSockets } from "../durable-objects/member-sockets";
import type { StatusHub } from "../durable-objects/status-hub";
import type { Database } from "../schema/db";
import type { CoverJob } from "./features/marketplace/cover-drawing";
import type { SessionUser } from "./http/session";

/** The bindings and vars the worker is given (wrangler.toml, .dev.vars, secrets). */
export interface Env {
  DB: D1Database;
  BUCKET: R2Bucket;
  AI?: Ai;
  ASSETS?: Fetcher;
  COLLAB_ROOM: DurableObjectNamespace<CollabRoom>;
  STATUS_HUB: DurableObjectNamespace<StatusHub>;
  MEMBER_SOCKETS: DurableObjectNamespace<MemberSockets>;
  /**
   * Covers to draw ahead of their first visitor (a product listed, or its title changed). Without it (the tests) a
   * cover is drawn by the first request that needs it.
   */
  COVER_QUEUE?: Queue<CoverJob>;
  ADMIN_EMAILS?: string;
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_MODEL_FAST?: string;
  AI_MODEL_WRITER?: string;
  AI_MODEL_CODER?: string;
  AI_MODEL_TRANSLATOR?: string;
  AI_MODEL_IMAGE?: string;
  /**
   * "on" where the zone has Cloudflare Image Resizing: cards then load an uploaded cover resized to their width.
   * Otherwise (and locally) they load the original.
   */
  IMAGE_RESIZING?: string;
  /** "off" turns plan quotas off (local load tests, benchmarks); anything else enforces them. */
  PLAN_QUOTAS?: string;
  /** Where the scheduled job reads exchange rates from (JSON: {date, rates: {EUR: 0.86, …}}); unset keeps the stored ones. */
  RATES_URL?: string;
  /**
   * How purchases and plans are paid: "stripe" (needs STRIPE_SECRET_KEY) or "test" (nothing is charged; `npm start`
   * sets it). Unset, a Stripe key alone means "stripe"; with neither, buying answers 503 instead of giving goods away.
   */
  PAYMENTS_MODE?: string;
  STRIPE_SECRET_KEY?: string;
  /**
   * "off" leaves tax out of Stripe checkouts (an account without Stripe Tax); anything else has Stripe Tax compute
   * and collect it on every product checkout and plan subscription.
   */
  STRIPE_TAX?: string;
  /** Cloudflare's e-mail sending binding; with EMAIL_FROM it sends the platform's mail. */
  EMAIL?: SendEmail;
  /** The site's public address (https://example.com) for links in e-mails; unset, the request's origin is used. */
  APP_ORIGIN?: string;
  /** The sender address of every e-mail (a domain the sender may send from). */
  EMAIL_FROM?: string;
  /** A Resend API key: the HTTP provider used when no EMAIL binding is configured. */
  EMAIL_API_KEY?: string;
  /** "on" opens the local outbox (GET /api/dev/outbox, the /dev/outbox page); `npm start` sets it, a deploy never. */
  DEV_OUTBOX?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** A Measurement Protocol API secret of the Google Analytics data stream an admin's saved ID names. */
  GA_API_SECRET?: string;
  /** Incoming-webhook URLs the integrations hub can post a test message to (Slack, Discord, a HubSpot workflow). */
  SLACK_WEBHOOK_URL?: string;
  DISCORD_WEBHOOK_URL?: string;
  HUBSPOT_WEBHOOK_URL?: string;
  /** A Google service account's JSON key: with it, exports create real Google Sheets and Docs shared with the user. */
  GOOGLE_SERVICE_ACCOUNT_JSON?: string;
}

export interface AppVariables {
  db: Database;
  user: SessionUser | null;
  sessionId: string | null;
  /** When the signed-in session ends unless it is used again (live sockets close then). */
  sessionExpiresAt: number | null;
  requestId: string;
  /** The version of the data a visitor's cached answer is keyed by (worker/http/edge-cache.ts); unset for members. */
  cacheVersion?: number;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
