import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { MESSAGE_TYPES, TIMEFRAMES } from "./hiring-enums";
import { CURRENCIES } from "./pricing-enums";

export { MESSAGE_TYPES, TIMEFRAMES } from "./hiring-enums";

/** A project a client posts in the hiring hub; its matches are computed when they are asked for, never stored. */
export const opportunities = sqliteTable(
  "opportunities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    skills: text("skills", { mode: "json" }).$type<string[]>().notNull(),
    /** In the minor unit of `currency`. */
    budgetMinor: integer("budget_minor").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    timeframe: text("timeframe", { enum: TIMEFRAMES }).notNull(),
    languages: text("languages", { mode: "json" }).$type<string[]>().notNull(),
    clientLocation: text("client_location").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("opportunities_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A message between two people in the hiring hub, stored with its translation into the recipient's language (or
 * marked untranslated when no engine could translate it). Only its sender and recipient can read it.
 */
export const hiringMessages = sqliteTable(
  "hiring_messages",
  {
    id: text("id").primaryKey(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageType: text("message_type", { enum: MESSAGE_TYPES }).notNull(),
    originalText: text("original_text").notNull(),
    originalLanguage: text("original_language").notNull(),
    translatedText: text("translated_text"),
    targetLanguage: text("target_language").notNull(),
    /** The engine that translated it, or null when it was delivered as written. */
    engine: text("engine"),
    createdAt: integer("created_at").notNull(),
    readAt: integer("read_at"),
  },
  (t) => [
    index("hiring_messages_recipient_idx").on(t.recipientId, t.readAt),
    index("hiring_messages_pair_idx").on(t.senderId, t.recipientId, t.createdAt),
  ],
);
