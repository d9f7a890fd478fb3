import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { PROJECT_ROLES, PROJECT_STATUSES, type ProjectPermission } from "./collaborative-enums";

export const collabProjects = sqliteTable("collab_projects", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  contentType: text("content_type").notNull().default("article"),
  status: text("status", { enum: PROJECT_STATUSES }).notNull().default("active"),
  /** The document the team writes (Markdown). */
  content: text("content").notNull().default(""),
  /** Goes up by one with every change to the content; a save names the revision it started from. */
  contentRevision: integer("content_revision").notNull().default(0),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const collabMembers = sqliteTable(
  "collab_members",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => collabProjects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: PROJECT_ROLES }).notNull(),
    permissions: text("permissions", { mode: "json" }).$type<ProjectPermission[]>().notNull(),
    joinedAt: integer("joined_at").notNull(),
  },
  (t) => [
    uniqueIndex("collab_members_unique").on(t.projectId, t.userId),
    index("collab_members_user_idx").on(t.userId),
  ],
);

export const collabInvitations = sqliteTable(
  "collab_invitations",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => collabProjects.id, { onDelete: "cascade" }),
    /** Lower-cased: an address with no account yet sees the invitation once it registers. */
    email: text("email").notNull(),
    role: text("role", { enum: PROJECT_ROLES }).notNull(),
    permissions: text("permissions", { mode: "json" }).$type<ProjectPermission[]>().notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted", "declined", "revoked"] })
      .notNull()
      .default("pending"),
    createdAt: integer("created_at").notNull(),
    /** A pending invitation can no longer be accepted after this (ms); 14 days after it was sent. */
    expiresAt: integer("expires_at").notNull().default(0),
  },
  (t) => [index("collab_invitations_email_idx").on(t.email, t.status)],
);

export const collabVersions = sqliteTable(
  "collab_versions",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => collabProjects.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    changes: text("changes").notNull(),
    content: text("content").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("collab_versions_number_unique").on(t.projectId, t.versionNumber)],
);
