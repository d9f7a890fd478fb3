import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { collabProjects } from "./collaborative";
import { MENTION_EMAIL_STATES, MENTION_SOURCES } from "./collaborative-enums";

/**
 * A member named with `@username` in a project's comment or chat: shown under the bell until read, and e-mailed
 * when they were not in the project at the time (at most one e-mail per member per project an hour, by the minute
 * job), unless they turned those e-mails off.
 */
export const collabMentions = sqliteTable(
  "collab_mentions",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => collabProjects.id, { onDelete: "cascade" }),
    /** Who was mentioned. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who wrote the mention: it goes with their account, like what they wrote. */
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    source: text("source", { enum: MENTION_SOURCES }).notNull(),
    /** The words around the mention, at most 280 characters. */
    excerpt: text("excerpt").notNull(),
    createdAt: integer("created_at").notNull(),
    readAt: integer("read_at"),
    emailState: text("email_state", { enum: MENTION_EMAIL_STATES }).notNull().default("none"),
    /** Where the e-mail's link points: the site's address when the mention was made (null: no e-mail can link). */
    origin: text("origin"),
  },
  (t) => [
    index("collab_mentions_user_idx").on(t.userId, t.createdAt),
    index("collab_mentions_email_idx").on(t.emailState, t.createdAt),
  ],
);

/** When a member was last e-mailed about mentions in a project: the next e-mail waits an hour after it. */
export const collabMentionEmails = sqliteTable(
  "collab_mention_emails",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => collabProjects.id, { onDelete: "cascade" }),
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

/**
 * A member's choice about mention e-mails, and the token of the no-sign-in link that turns them off (made with the
 * first e-mail). No row: e-mails on.
 */
export const collabMentionSettings = sqliteTable("collab_mention_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emails: integer("emails", { mode: "boolean" }).notNull().default(true),
  token: text("token").notNull().unique(),
});
