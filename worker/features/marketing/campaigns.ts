import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { campaignContent, campaigns, campaignVisits } from "../../../schema/marketing";
import type { CampaignMarket, CampaignType } from "../../../schema/marketing-enums";
import { purchases } from "../../../schema/marketplace";
import { ApiError } from "../../http/errors";

/** A user keeps at most this many campaigns: each one is listed with its measured figures on every visit. */
export const MAX_CAMPAIGNS = 50;

export interface CampaignInput {
  name: string;
  type: CampaignType;
  targetAudience: string;
  goal: string;
  markets: CampaignMarket[];
  language: string;
}

const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A short, unguessable code for the campaign's `?c=` link (10 characters, about 49 bits). */
function newCampaignCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

/** The campaign's link: the marketplace with its code; `?c=<code>` works on any page of the site. */
export function trackedLink(origin: string, code: string): string {
  return `${origin}/marketplace?c=${code}`;
}

export async function createCampaign(db: Database, ownerId: string, input: CampaignInput, now = Date.now()) {
  const [owned] = await db.select({ n: count() }).from(campaigns).where(eq(campaigns.ownerId, ownerId));
  if ((owned?.n ?? 0) >= MAX_CAMPAIGNS)
    throw new ApiError(409, "conflict", `You have ${MAX_CAMPAIGNS} campaigns, the most one account keeps.`);
  const [campaign] = await db
    .insert(campaigns)
    .values({
      id: crypto.randomUUID(),
      ownerId,
      code: newCampaignCode(),
      ...input,
      markets: [...new Set(input.markets)],
      status: "active",
      statusChangedAt: now,
      createdAt: now,
    })
    .returning();
  return campaign!;
}

/**
 * The user's campaigns, newest first, each with what the platform measured: reach (visitors through its link),
 * conversions and revenue (paid purchases of the owner's products by those visitors; test-mode sales are counted
 * apart, since no money moved) and how many content pieces it has.
 */
export async function listCampaigns(db: Database, ownerId: string) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.ownerId, ownerId))
    .orderBy(desc(campaigns.createdAt))
    .limit(MAX_CAMPAIGNS);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [reach, sales, pieces] = await db.batch([
    db
      .select({ id: campaignVisits.campaignId, n: count() })
      .from(campaignVisits)
      .where(inArray(campaignVisits.campaignId, ids))
      .groupBy(campaignVisits.campaignId),
    db
      .select({
        id: purchases.campaignId,
        testMode: purchases.testMode,
        n: count(),
        cents: sql<number>`coalesce(sum(${purchases.priceCents}), 0)`.as("cents"),
      })
      .from(purchases)
      .where(and(inArray(purchases.campaignId, ids), inArray(purchases.status, ["paid", "disputed"])))
      .groupBy(purchases.campaignId, purchases.testMode),
    db
      .select({ id: campaignContent.campaignId, n: count() })
      .from(campaignContent)
      .where(inArray(campaignContent.campaignId, ids))
      .groupBy(campaignContent.campaignId),
  ]);
  const tally = (id: string, testMode: boolean) => sales.find((row) => row.id === id && row.testMode === testMode);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    status: row.status,
    targetAudience: row.targetAudience,
    goal: row.goal,
    markets: row.markets,
    language: row.language,
    reach: reach.find((r) => r.id === row.id)?.n ?? 0,
    conversions: tally(row.id, false)?.n ?? 0,
    revenueCents: Number(tally(row.id, false)?.cents ?? 0),
    testConversions: tally(row.id, true)?.n ?? 0,
    contentPieces: pieces.find((p) => p.id === row.id)?.n ?? 0,
    createdAt: row.createdAt,
  }));
}

/** The user's own campaign, or 404 (another user's campaign is not theirs to see). */
export async function ownCampaign(db: Database, ownerId: string, campaignId: string) {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.ownerId, ownerId)))
    .limit(1);
  if (!campaign) throw new ApiError(404, "not_found", "No such campaign.");
  return campaign;
}
