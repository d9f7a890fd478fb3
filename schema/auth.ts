import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { CREATOR_TYPES, PLAN_TIERS, RESPONSE_TIMES, USER_ROLES } from "./auth-enums";

export {
  CREATOR_TYPES,
  PLAN_TIERS,
  type PlanTier,
  RESPONSE_TIMES,
  USER_ROLES,
  type UserRole,
} from "./auth-enums";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    /** Stored lower-cased; logins compare lower-cased input. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    tier: text("tier", { enum: PLAN_TIERS }).notNull().default("free"),
    name: text("name").notNull().default(""),
    bio: text("bio").notNull().default(""),
    location: text("location").notNull().default(""),
    website: text("website").notNull().default(""),
    userType: text("user_type", { enum: CREATOR_TYPES }).notNull().default("creator"),
    specialties: text("specialties", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    hourlyRateCents: integer("hourly_rate_cents"),
    responseTime: text("response_time", { enum: RESPONSE_TIMES }).notNull().default("1 day"),
    languages: text("languages", { mode: "json" }).$type<string[]>().notNull().default(sql`'["English"]'`),
    avatarKey: text("avatar_key"),
    /** The IANA time zone the profile gives ("Europe/Lisbon"), for hiring matches; null until set. */
    timeZone: text("time_zone"),
    /** The UI language the user chose (ISO 639-1); null until they choose one. */
    language: text("language"),
    /** When the user proved they own `email` (a link sent there); null until then. */
    emailVerifiedAt: integer("email_verified_at"),
    /**
     * When the account was deleted; null while it exists. A deleted account keeps only this row, emptied of personal
     * data, so that sales, the ledger and buyers' downloads keep pointing somewhere.
     */
    deletedAt: integer("deleted_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    /** Roughly when it was last used: written at most every few minutes, not on every request. */
    lastUsedAt: integer("last_used_at"),
    /** The browser's User-Agent when it signed in (cut to 200 characters), to tell sessions apart. */
    userAgent: text("user_agent"),
    /** Where the edge saw the sign-in come from: "Lisbon, PT"; null locally. */
    place: text("place"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Browsers that signed in to an account before (a long-lived device cookie, only its hash stored): while someone
 * guessing from many addresses holds the account's sign-in lock, its owner still signs in from one of these.
 */
export const knownDevices = sqliteTable(
  "known_devices",
  {
    /** SHA-256 of the device cookie's token, hex. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("known_devices_user_idx").on(t.userId, t.createdAt)],
);

export const ACCOUNT_TOKEN_PURPOSES = ["verify-email", "reset-password", "change-email", "undo-email-change"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * One-time links sent by e-mail: SHA-256 of the token (the token itself is only in the message), what it proves,
 * for which address, until when, and whether it was used.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** The address the link was sent to: it proves that address, not whatever the account says later. */
    email: text("email").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

/**
 * The local outbox: e-mail kept in D1 instead of sent, when no sending service is configured (local runs). The
 * developer reads it at /dev/outbox; a deploy with a sender never writes here.
 */
export const outboxMessages = sqliteTable(
  "outbox_messages",
  {
    id: text("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: text("links", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("outbox_messages_to_idx").on(t.to, t.createdAt)],
);
