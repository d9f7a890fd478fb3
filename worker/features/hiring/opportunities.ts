import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { opportunities } from "../../../schema/hiring";
import type { Timeframe } from "../../../schema/hiring-enums";
import type { Currency } from "../../../schema/pricing-enums";
import { logActivity } from "../../activity/log";
import { minorUnits, readRates } from "../global";
import { matchCandidates } from "./creators";
import { type Project, rankMatches, utcOffsetHours } from "./matching";

/** Matches shown per search, and per opportunity in "View Matches". */
export const MATCHES_SHOWN = 20;
export const MATCHES_PER_OPPORTUNITY = 5;
/** Opportunities a user keeps at most; "View Matches" scores each one. */
export const MAX_OPPORTUNITIES = 50;

export interface ProjectRequirements {
  skills: string[];
  languages: string[];
  budget: number;
  currency: Currency;
  timeframe: Timeframe;
}

/**
 * Scores projects against every creator, loading the creators and the exchange rates once, so that many projects
 * (the user's opportunities) cost one read of each.
 */
async function matcher(db: Database, clientId: string, clientTimeZone: string | null) {
  const [{ candidates, profiles }, rates] = await Promise.all([matchCandidates(db, clientId), readRates(db)]);
  const clientOffset = utcOffsetHours(clientTimeZone);
  // A budget in US dollars at the stored rate of its currency (1:1 until a rate is known).
  const inUsd = (budget: number, currency: Currency) =>
    budget / (currency === "USD" ? 1 : (rates.get(currency)?.perUsd ?? 1));
  return (requirements: ProjectRequirements, limit: number) => {
    const project: Project = {
      skills: requirements.skills,
      languages: requirements.languages,
      budgetUsd: inUsd(requirements.budget, requirements.currency),
      timeframe: requirements.timeframe,
      utcOffsetHours: clientOffset,
    };
    return rankMatches(project, candidates, limit).map((match) => ({
      ...match,
      creator: profiles.get(match.creatorId)!,
    }));
  };
}

/** Every creator scored for a project, best first, each with their public profile. */
export async function findMatches(
  db: Database,
  clientId: string,
  requirements: ProjectRequirements,
  clientTimeZone: string | null,
) {
  return (await matcher(db, clientId, clientTimeZone))(requirements, MATCHES_SHOWN);
}

export interface OpportunityInput extends ProjectRequirements {
  title: string;
  description: string;
  clientLocation: string;
}

export async function createOpportunity(db: Database, userId: string, input: OpportunityInput) {
  const { budget, ...fields } = input;
  const [row] = await db
    .insert(opportunities)
    .values({
      ...fields,
      id: crypto.randomUUID(),
      userId,
      budgetMinor: Math.round(budget * minorUnits(input.currency)),
      createdAt: Date.now(),
    })
    .returning();
  await logActivity(db, { userId, kind: "opportunity_posted", subject: input.title, link: "/hiring?tab=matches" });
  return toOpportunity(row!);
}

function toOpportunity(row: typeof opportunities.$inferSelect) {
  const { budgetMinor, userId: _owner, ...fields } = row;
  return { ...fields, budget: budgetMinor / minorUnits(row.currency) };
}

/** The user's opportunities, newest first, each with its best matches as they stand now. */
export async function listOpportunities(db: Database, userId: string, clientTimeZone: string | null) {
  const rows = await db
    .select()
    .from(opportunities)
    .where(eq(opportunities.userId, userId))
    .orderBy(desc(opportunities.createdAt))
    .limit(MAX_OPPORTUNITIES);
  if (rows.length === 0) return [];
  const match = await matcher(db, userId, clientTimeZone);
  return rows.map((row) => {
    const opportunity = toOpportunity(row);
    return { ...opportunity, matches: match(opportunity, MATCHES_PER_OPPORTUNITY) };
  });
}

export async function deleteOpportunity(db: Database, userId: string, id: string) {
  const [gone] = await db
    .delete(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.userId, userId)))
    .returning({ id: opportunities.id });
  return gone !== undefined;
}

export async function countOpportunities(db: Database, userId: string) {
  const [row] = await db.select({ n: count() }).from(opportunities).where(eq(opportunities.userId, userId));
  return row?.n ?? 0;
}
