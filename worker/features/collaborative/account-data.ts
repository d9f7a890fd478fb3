import { and, asc, desc, eq, inArray, ne, or } from "drizzle-orm";
import { users } from "../../../schema/auth";
import { collabInvitations, collabMembers, collabProjects, collabVersions } from "../../../schema/collaborative";
import { collabMentionEmails, collabMentionSettings, collabMentions } from "../../../schema/collaborative-mentions";
import type { Database } from "../../../schema/db";
import type { AccountData, DeletionContext } from "../../account-data";
import { projectDeletedEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import type { Env } from "../../env";
import { forgetKeptReports } from "./authorship-kept";
import { projectRoom } from "./room";

/** Rooms asked per export or deletion, most recently active first: each is a call to a Durable Object. */
const MAX_ROOMS = 200;
/** The newest mentions of the member an export takes. */
const MENTIONS_EXPORTED = 10_000;

const ownedBy = (db: Database, userId: string) =>
  db.select({ id: collabProjects.id }).from(collabProjects).where(eq(collabProjects.ownerId, userId));

async function projectIdsOf(db: Database, userId: string) {
  const rows = await db
    .select({ id: collabProjects.id, ownerId: collabProjects.ownerId })
    .from(collabMembers)
    .innerJoin(collabProjects, eq(collabProjects.id, collabMembers.projectId))
    .where(eq(collabMembers.userId, userId))
    .orderBy(asc(collabProjects.createdAt));
  return {
    owned: rows.filter((row) => row.ownerId === userId).map((row) => row.id),
    joined: rows.filter((row) => row.ownerId !== userId).map((row) => row.id),
  };
}

/**
 * What a user has in the workspace, for their data export: the projects they own (document, versions, members and
 * invitations), the projects they joined, and the chat messages they wrote anywhere.
 */
export async function workspaceDataOf(db: Database, env: Env, userId: string) {
  const { owned, joined } = await projectIdsOf(db, userId);
  // A subquery rather than the list: D1 binds at most 100 parameters.
  const ownedIds = ownedBy(db, userId);
  const [projects, versions, members, invitations, memberships, mentions] = await db.batch([
    db.select().from(collabProjects).where(eq(collabProjects.ownerId, userId)),
    db.select().from(collabVersions).where(inArray(collabVersions.projectId, ownedIds)),
    db
      .select({ projectId: collabMembers.projectId, username: users.username, role: collabMembers.role })
      .from(collabMembers)
      .innerJoin(users, eq(users.id, collabMembers.userId))
      .where(inArray(collabMembers.projectId, ownedIds)),
    db.select().from(collabInvitations).where(inArray(collabInvitations.projectId, ownedIds)),
    db
      .select({
        projectId: collabProjects.id,
        title: collabProjects.title,
        role: collabMembers.role,
        joinedAt: collabMembers.joinedAt,
      })
      .from(collabMembers)
      .innerJoin(collabProjects, eq(collabProjects.id, collabMembers.projectId))
      .where(and(eq(collabMembers.userId, userId), ne(collabProjects.ownerId, userId))),
    db
      .select({
        projectId: collabMentions.projectId,
        author: collabMentions.authorName,
        source: collabMentions.source,
        excerpt: collabMentions.excerpt,
        createdAt: collabMentions.createdAt,
        readAt: collabMentions.readAt,
      })
      .from(collabMentions)
      .where(eq(collabMentions.userId, userId))
      .orderBy(desc(collabMentions.createdAt))
      .limit(MENTIONS_EXPORTED),
  ]);
  const rooms = [...owned, ...joined].slice(0, MAX_ROOMS);
  const messages = await Promise.all(
    rooms.map(async (projectId) => ({ projectId, ...(await projectRoom(env, projectId).writtenBy(userId)) })),
  );
  return {
    ownedProjects: projects.map((project) => ({
      ...project,
      members: members.filter((m) => m.projectId === project.id).map(({ projectId: _, ...m }) => m),
      invitations: invitations.filter((i) => i.projectId === project.id),
      versions: versions.filter((v) => v.projectId === project.id),
    })),
    memberships,
    chatMessages: messages
      .filter((room) => room.messages.length > 0)
      .map(({ projectId, messages: written }) => ({ projectId, messages: written })),
    documentComments: messages
      .filter((room) => room.comments.length > 0)
      .map(({ projectId, comments }) => ({ projectId, comments })),
    mentionsOfMe: mentions,
    documentSuggestions: messages
      .filter((room) => room.suggestions.length > 0)
      .map(({ projectId, suggestions }) => ({ projectId, suggestions })),
  };
}

/** Who to tell that a deleted account's projects are gone: every other member of each project it owns. */
async function projectsToClose(db: Database, userId: string) {
  const { owned, joined } = await projectIdsOf(db, userId);
  const members = await db
    .select({
      projectId: collabProjects.id,
      title: collabProjects.title,
      email: users.email,
      language: users.language,
    })
    .from(collabMembers)
    .innerJoin(collabProjects, eq(collabProjects.id, collabMembers.projectId))
    .innerJoin(users, eq(users.id, collabMembers.userId))
    .where(and(inArray(collabMembers.projectId, ownedBy(db, userId)), ne(collabMembers.userId, userId)));
  return { owned, joined, members };
}

/**
 * After a deleted account's rows are gone: its projects' rooms tell whoever is connected and drop their chat, their
 * kept authorship reports go, the members are e-mailed, and in the projects it had joined its messages go and its sockets close.
 */
async function closeProjectsOf(
  env: Env,
  sender: EmailSender,
  closing: Awaited<ReturnType<typeof projectsToClose>>,
  owner: { id: string; name: string },
  origin: string,
) {
  const rooms = await Promise.allSettled([
    ...closing.owned.slice(0, MAX_ROOMS).map((id) => projectRoom(env, id).deleteProject(owner)),
    ...closing.owned.slice(0, MAX_ROOMS).map((id) => forgetKeptReports(env, id)),
    ...closing.joined.slice(0, MAX_ROOMS).map((id) => projectRoom(env, id).forgetMember(owner.id)),
  ]);
  const failed = rooms.filter((result) => result.status === "rejected").length;
  if (failed) console.warn(`account deletion: ${failed} of ${rooms.length} project rooms could not be told`);
  await Promise.all(
    closing.members.map((member) =>
      sendQuietly(
        sender,
        projectDeletedEmail(member.email, member.language, {
          project: member.title,
          owner: owner.name,
          link: `${origin}/collaborative`,
        }),
      ),
    ),
  );
}

/** The deletion's row changes: owned projects go for everyone, memberships and the member's mentions go. */
function deletionStatements({ db, user }: DeletionContext) {
  const id = user.id;
  return [
    db.delete(collabProjects).where(eq(collabProjects.ownerId, id)),
    db.delete(collabMembers).where(eq(collabMembers.userId, id)),
    db
      .delete(collabInvitations)
      .where(or(eq(collabInvitations.invitedBy, id), eq(collabInvitations.email, user.email))),
    db.delete(collabMentions).where(eq(collabMentions.userId, id)),
    // A mention the member wrote stays with whom it told, without their name.
    db.update(collabMentions).set({ authorName: "Former member" }).where(eq(collabMentions.authorId, id)),
    db.delete(collabMentionEmails).where(eq(collabMentionEmails.userId, id)),
    db.delete(collabMentionSettings).where(eq(collabMentionSettings.userId, id)),
  ];
}

/**
 * The collaborative workspace: projects owned (deleted for everyone, the members told), projects joined (the
 * member's messages leave them), mentions. Versions written in others' projects stay, by the emptied account.
 */
export const accountData: AccountData = {
  feature: "collaborative",
  owns: [
    collabProjects.ownerId,
    collabMembers.userId,
    collabInvitations.invitedBy,
    collabVersions.authorId,
    collabMentions.userId,
    collabMentions.authorId,
    collabMentionEmails.userId,
    collabMentionSettings.userId,
  ],
  kept: "versions written in others' projects keep their author, the emptied account that names no one",
  readme: `workspace.json          collaborative projects you own (with versions), projects you joined, chat messages,
                        document comments and suggestions you wrote, and mentions of you`,
  async exportTo(zip, { db, env, userId }) {
    await zip.json("workspace.json", await workspaceDataOf(db, env, userId));
  },
  async deletion(context) {
    const closing = await projectsToClose(context.db, context.user.id);
    const owner = { id: context.user.id, name: context.user.name };
    return {
      statements: deletionStatements(context),
      afterwards: () => closeProjectsOf(context.env, context.sender, closing, owner, context.origin),
    };
  },
};
