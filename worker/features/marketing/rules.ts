import { and, eq, gt, inArray, lte, notExists, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { automationRules, campaignContent, campaigns, campaignVisits } from "../../../schema/marketing";
import { AUTOMATION_RULES, type AutomationRuleId } from "../../../schema/marketing-enums";

const DAY_MS = 24 * 60 * 60 * 1000;
export const INACTIVE_AFTER_MS = 14 * DAY_MS;
export const FINISHED_AFTER_MS = 90 * DAY_MS;
/** The scheduled job writes content for at most this many campaigns per run, so its model use is bounded. */
export const CAMPAIGNS_WRITTEN_PER_RUN = 10;

/** The built-in rules (each a trigger, an action and conditions); the web app shows them in the reader's language. */
export const RULES: Record<
  AutomationRuleId,
  { trigger: string; action: string; conditions: string[]; defaultEnabled: boolean }
> = {
  "generate-content": {
    trigger: "Every 2 hours",
    action: "Write the e-mail, social, blog and ad pieces of an active campaign that has none, for its first market",
    conditions: ["The campaign is active", "It has no content pieces yet"],
    defaultEnabled: true,
  },
  "pause-inactive": {
    trigger: "Every 2 hours",
    action: "Pause the campaign",
    conditions: ["Active for 14 days or more", "No new visitor through its link in the last 14 days"],
    defaultEnabled: true,
  },
  "resume-on-visit": {
    trigger: "A paused campaign gets a new visitor",
    action: "Make it active again",
    conditions: ["The campaign is paused", "A new visitor arrived through its link after it was paused"],
    defaultEnabled: true,
  },
  "complete-finished": {
    trigger: "Every 2 hours",
    action: "Mark the campaign completed",
    conditions: ["The campaign started 90 days ago or more"],
    defaultEnabled: false,
  },
};

/** The user's four rules with their settings (a rule never changed has its default) and when each last acted. */
export async function listRules(db: Database, userId: string) {
  const saved = await db.select().from(automationRules).where(eq(automationRules.userId, userId));
  return AUTOMATION_RULES.map((id) => {
    const row = saved.find((rule) => rule.rule === id);
    return {
      id,
      ...RULES[id],
      defaultEnabled: undefined,
      enabled: row?.enabled ?? RULES[id].defaultEnabled,
      lastTriggered: row?.lastTriggeredAt ? new Date(row.lastTriggeredAt).toISOString() : undefined,
    };
  });
}

export async function setRule(
  db: Database,
  userId: string,
  rule: AutomationRuleId,
  enabled: boolean,
  now = Date.now(),
) {
  await db
    .insert(automationRules)
    .values({ userId, rule, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [automationRules.userId, automationRules.rule], set: { enabled, updatedAt: now } });
  return (await listRules(db, userId)).find((saved) => saved.id === rule)!;
}

/** True (in SQL) when the campaign's owner has the rule on. */
function ruleOn(rule: AutomationRuleId): SQL {
  // The subquery names its tables: drizzle writes a column in a template without its table.
  return sql`coalesce((select ar.enabled from automation_rules ar where ar.user_id = "campaigns"."owner_id" and ar.rule = ${rule}), ${RULES[rule].defaultEnabled ? 1 : 0}) = 1`;
}

/** Records that the rule acted for these users now. */
export async function markTriggered(db: Database, rule: AutomationRuleId, userIds: string[], now: number) {
  const [first, ...rest] = [...new Set(userIds)].map((userId) =>
    db
      .insert(automationRules)
      .values({ userId, rule, enabled: RULES[rule].defaultEnabled, lastTriggeredAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [automationRules.userId, automationRules.rule], set: { lastTriggeredAt: now } }),
  );
  if (first) await db.batch([first, ...rest]);
}

/** Applies a status change the rule decides and records which owners it acted for; returns how many campaigns changed. */
async function changeStatus(
  db: Database,
  rule: AutomationRuleId,
  status: "active" | "paused" | "completed",
  where: SQL,
  now: number,
) {
  const changed = await db
    .update(campaigns)
    .set({ status, statusChangedAt: now })
    .where(and(where, ruleOn(rule)))
    .returning({ ownerId: campaigns.ownerId });
  await markTriggered(
    db,
    rule,
    changed.map((row) => row.ownerId),
    now,
  );
  return changed.length;
}

/** The status rules, for every user who has them on. */
export async function runStatusRules(db: Database, now = Date.now()) {
  const visitSince = (since: number | typeof campaigns.statusChangedAt) =>
    db
      .select({ one: sql`1` })
      .from(campaignVisits)
      .where(and(eq(campaignVisits.campaignId, campaigns.id), gt(campaignVisits.firstSeenAt, since)));
  const paused = await changeStatus(
    db,
    "pause-inactive",
    "paused",
    and(
      eq(campaigns.status, "active"),
      lte(campaigns.createdAt, now - INACTIVE_AFTER_MS),
      lte(campaigns.statusChangedAt, now - INACTIVE_AFTER_MS),
      notExists(visitSince(now - INACTIVE_AFTER_MS)),
    )!,
    now,
  );
  const resumed = await changeStatus(
    db,
    "resume-on-visit",
    "active",
    and(eq(campaigns.status, "paused"), sql`exists ${visitSince(campaigns.statusChangedAt)}`)!,
    now,
  );
  const completed = await changeStatus(
    db,
    "complete-finished",
    "completed",
    and(inArray(campaigns.status, ["active", "paused"]), lte(campaigns.createdAt, now - FINISHED_AFTER_MS))!,
    now,
  );
  return { paused, resumed, completed };
}

/** Active campaigns with no content whose owners have content generation on, oldest first, at most one run's worth. */
export async function campaignsToWrite(db: Database) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, "active"),
        ruleOn("generate-content"),
        notExists(db.select({ one: sql`1` }).from(campaignContent).where(eq(campaignContent.campaignId, campaigns.id))),
      ),
    )
    .orderBy(campaigns.createdAt)
    .limit(CAMPAIGNS_WRITTEN_PER_RUN);
}
