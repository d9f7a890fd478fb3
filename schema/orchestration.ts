import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { OUTREACH_DELIVERIES } from "./orchestration-enums";

/**
 * One strategic-outreach send by an admin: what was written, how it left (through the e-mail provider, or kept in
 * this log when no provider is configured, which is the outbox an admin reads) and how many reached the provider.
 */
export const outreachSends = sqliteTable(
  "outreach_sends",
  {
    id: text("id").primaryKey(),
    campaign: text("campaign").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    delivery: text("delivery", { enum: OUTREACH_DELIVERIES }).notNull(),
    sent: integer("sent").notNull(),
    failed: integer("failed").notNull(),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("outreach_sends_created_idx").on(t.createdAt)],
);

/** Each recipient of a send, and whether the provider took the message. */
export const outreachDeliveries = sqliteTable(
  "outreach_deliveries",
  {
    sendId: text("send_id")
      .notNull()
      .references(() => outreachSends.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    success: integer("success", { mode: "boolean" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.recipient] })],
);
