import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import {
  AUTOMATION_RULES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  type CampaignMarket,
  CONTENT_PIECE_TYPES,
} from "./marketing-enums";

/**
 * A creator's marketing campaign. Its tracked link carries `?c=<code>`; visits through it are its reach, and the
 * purchases of the owner's products by those visitors are its conversions.
 */
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    type: text("type", { enum: CAMPAIGN_TYPES }).notNull(),
    targetAudience: text("target_audience").notNull(),
    goal: text("goal").notNull(),
    markets: text("markets", { mode: "json" }).$type<CampaignMarket[]>().notNull(),
    language: text("language").notNull(),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("active"),
    statusChangedAt: integer("status_changed_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("campaigns_code_unique").on(t.code), index("campaigns_owner_idx").on(t.ownerId, t.createdAt)],
);

/** One row per visitor (a random id in a cookie) who arrived through a campaign's link: the campaign's reach. */
export const campaignVisits = sqliteTable(
  "campaign_visits",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    firstSeenAt: integer("first_seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.visitorId] }),
    index("campaign_visits_time_idx").on(t.campaignId, t.firstSeenAt),
  ],
);

/** A piece of campaign content for one market, written by a language model or the offline templates. */
export const campaignContent = sqliteTable(
  "campaign_content",
  {
    id: text("id").primaryKey(),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    contentType: text("content_type", { enum: CONTENT_PIECE_TYPES }).notNull(),
    market: text("market").$type<CampaignMarket>().notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    engine: text("engine").notNull(),
    model: text("model").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("campaign_content_piece_unique").on(t.campaignId, t.contentType, t.market)],
);

/** A user's setting of a built-in automation rule; a rule without a row has its default setting. */
export const automationRules = sqliteTable(
  "automation_rules",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rule: text("rule", { enum: AUTOMATION_RULES }).notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    lastTriggeredAt: integer("last_triggered_at"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rule] })],
);
