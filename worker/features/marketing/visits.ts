import { and, eq, ne } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Database } from "../../../schema/db";
import { campaigns, campaignVisits } from "../../../schema/marketing";
import type { AppEnv } from "../../env";
import { isLocalhost } from "../../http/session";

/** The campaign a browser arrived through, and a random id of that browser; both last as long as attribution. */
const CAMPAIGN_COOKIE = "campaign";
const VISITOR_COOKIE = "visitor";
const ATTRIBUTION_SECONDS = 30 * 24 * 60 * 60;
export const CAMPAIGN_CODE = /^[a-z0-9]{10}$/;
const VISITOR_ID = /^[0-9a-f-]{36}$/;

function remember(c: Context<AppEnv>, name: string, value: string) {
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: !isLocalhost(c),
    path: "/",
    maxAge: ATTRIBUTION_SECONDS,
  });
}

/**
 * A visit through a campaign's link: counted once per browser as the campaign's reach, and remembered (30 days,
 * last campaign wins) so that a purchase in that time is attributed to it. The owner's own visits are not counted.
 * Returns whether the code named a campaign.
 */
export async function recordCampaignVisit(c: Context<AppEnv>, code: string, now = Date.now()): Promise<boolean> {
  const db = c.get("db");
  const [campaign] = await db
    .select({ id: campaigns.id, ownerId: campaigns.ownerId })
    .from(campaigns)
    .where(eq(campaigns.code, code))
    .limit(1);
  if (!campaign) return false;
  if (campaign.ownerId === c.get("user")?.id) return true;
  const sent = getCookie(c, VISITOR_COOKIE);
  const visitorId = sent && VISITOR_ID.test(sent) ? sent : crypto.randomUUID();
  await db
    .insert(campaignVisits)
    .values({ campaignId: campaign.id, visitorId, firstSeenAt: now })
    .onConflictDoNothing();
  remember(c, VISITOR_COOKIE, visitorId);
  remember(c, CAMPAIGN_COOKIE, code);
  return true;
}

/** The code of the campaign this browser last arrived through, if any. */
export function campaignCodeOf(c: Context): string | undefined {
  const code = getCookie(c, CAMPAIGN_COOKIE);
  return code && CAMPAIGN_CODE.test(code) ? code : undefined;
}

/**
 * The campaign a purchase is attributed to: the one the buyer's browser arrived through, if it belongs to the
 * product's creator (a creator's campaign converts only into their own sales) and the buyer is not that creator.
 */
export async function attributedCampaign(db: Database, code: string, creatorId: string, buyerId: string) {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.code, code), eq(campaigns.ownerId, creatorId), ne(campaigns.ownerId, buyerId)))
    .limit(1);
  return campaign?.id ?? null;
}
