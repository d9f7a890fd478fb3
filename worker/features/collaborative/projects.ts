import { and, asc, desc, eq, gt, inArray, lte, max, type SQLWrapper, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import { collabInvitations, collabMembers, collabProjects, collabVersions } from "../../../schema/collaborative";
import {
  DEFAULT_INVITE,
  PROJECT_STATUSES,
  type ProjectPermission,
  type ProjectRole,
  type ProjectStatus,
  STATUS_TRANSITIONS,
} from "../../../schema/collaborative-enums";
import type { Database } from "../../../schema/db";
import { activityInsert } from "../../activity/log";
import { cheapestPlanWith, PLAN_NAMES, PROJECT_SEATS } from "../../common/plans";
import { ApiError, PlanRequiredError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { type Membership, membershipOf, requireCapability } from "./access";

/** Progress is the stage the project has reached: active 0%, in progress 33%, review 67%, completed 100%. */
export function progressOf(status: ProjectStatus): number {
  return Math.round((PROJECT_STATUSES.indexOf(status) / (PROJECT_STATUSES.length - 1)) * 100);
}

function displayName(user: { name: string; username: string }): string {
  return user.name || user.username;
}

/** The members of the given projects: a list of ids, or a subquery when the list could be long. */
async function collaboratorsOf(db: Database, projectIds: string[] | SQLWrapper) {
  const rows = await db
    .select({
      projectId: collabMembers.projectId,
      id: users.id,
      name: users.name,
      username: users.username,
      role: collabMembers.role,
    })
    .from(collabMembers)
    .innerJoin(users, eq(users.id, collabMembers.userId))
    .where(inArray(collabMembers.projectId, projectIds))
    .orderBy(asc(collabMembers.joinedAt));
  const byProject = new Map<string, { id: string; name: string; role: ProjectRole }[]>();
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({ id: row.id, name: displayName(row), role: row.role });
    byProject.set(row.projectId, list);
  }
  return byProject;
}

function toProject(membership: Membership, collaborators: { id: string; name: string; role: ProjectRole }[]) {
  const { project } = membership;
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    contentType: project.contentType,
    status: project.status,
    progress: progressOf(project.status),
    role: membership.role,
    permissions: membership.permissions,
    collaborators,
    updatedAt: project.updatedAt,
  };
}

export async function listProjects(db: Database, userId: string) {
  const rows = await db
    .select({ project: collabProjects, role: collabMembers.role, permissions: collabMembers.permissions })
    .from(collabMembers)
    .innerJoin(collabProjects, eq(collabProjects.id, collabMembers.projectId))
    .where(eq(collabMembers.userId, userId))
    .orderBy(desc(collabProjects.updatedAt));
  // A subquery, not a list of ids: D1 takes at most 100 bound parameters, and a user may be in more projects.
  const mine = db.select({ id: collabMembers.projectId }).from(collabMembers).where(eq(collabMembers.userId, userId));
  const collaborators = rows.length ? await collaboratorsOf(db, mine) : new Map();
  return rows.map((row) => toProject(row, collaborators.get(row.project.id) ?? []));
}

export async function createProject(
  db: Database,
  owner: SessionUser,
  input: { title: string; description: string; contentType: string; permissions: ProjectPermission[] },
) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await db.batch([
    db.insert(collabProjects).values({
      id,
      ownerId: owner.id,
      title: input.title,
      description: input.description,
      contentType: input.contentType,
      createdAt: now,
      updatedAt: now,
    }),
    db
      .insert(collabMembers)
      .values({ projectId: id, userId: owner.id, role: "owner", permissions: input.permissions, joinedAt: now }),
    activityInsert(
      db,
      { userId: owner.id, kind: "project_created", subject: input.title, link: "/collaborative" },
      now,
    ),
  ]);
  return getProject(db, id, owner.id);
}

export async function getProject(db: Database, projectId: string, userId: string) {
  const membership = await membershipOf(db, projectId, userId);
  const collaborators = await collaboratorsOf(db, [projectId]);
  return {
    ...toProject(membership, collaborators.get(projectId) ?? []),
    content: membership.project.content,
    contentRevision: membership.project.contentRevision,
  };
}

interface ProjectChanges {
  status?: ProjectStatus;
  title?: string;
  description?: string;
  content?: string;
  baseRevision?: number;
}

/**
 * Details need the owner; content needs an editor and the revision the edit started from. A save based on an older
 * revision than the stored one is refused whole (409), so a teammate's newer text is never silently replaced.
 */
export async function changeProject(
  db: Database,
  projectId: string,
  userId: string,
  { content, baseRevision, ...details }: ProjectChanges,
) {
  const changesDetails = Boolean(details.status || details.title || details.description);
  // Membership and role come first: nothing is written for someone who may not make the change.
  const { project } = await requireCapability(
    db,
    projectId,
    userId,
    changesDetails ? "manage" : content !== undefined ? "edit" : "read",
  );
  if (changesDetails) {
    if (
      details.status &&
      details.status !== project.status &&
      !STATUS_TRANSITIONS[project.status].includes(details.status)
    ) {
      throw new ApiError(409, "conflict", `A project in "${project.status}" cannot move to "${details.status}".`);
    }
  }
  const now = Date.now();
  if (content !== undefined) {
    if (changesDetails) await requireCapability(db, projectId, userId, "edit");
    const saved = await db
      .update(collabProjects)
      .set({ ...details, content, contentRevision: sql`${collabProjects.contentRevision} + 1`, updatedAt: now })
      .where(and(eq(collabProjects.id, projectId), eq(collabProjects.contentRevision, baseRevision ?? -1)))
      .returning({ id: collabProjects.id });
    if (saved.length === 0)
      throw new ApiError(
        409,
        "conflict",
        "Someone else saved this document after you started editing. Load their version or keep yours and save again.",
      );
  } else if (changesDetails) {
    await db
      .update(collabProjects)
      .set({ ...details, updatedAt: now })
      .where(eq(collabProjects.id, projectId));
  }
  return getProject(db, projectId, userId);
}

export async function deleteProject(db: Database, projectId: string, userId: string) {
  await requireCapability(db, projectId, userId, "manage");
  await db.delete(collabProjects).where(eq(collabProjects.id, projectId));
}

export async function listVersions(db: Database, projectId: string, userId: string) {
  await membershipOf(db, projectId, userId);
  const rows = await db
    .select({
      id: collabVersions.id,
      versionNumber: collabVersions.versionNumber,
      createdAt: collabVersions.createdAt,
      changes: collabVersions.changes,
      content: collabVersions.content,
      name: users.name,
      username: users.username,
    })
    .from(collabVersions)
    .innerJoin(users, eq(users.id, collabVersions.authorId))
    .where(eq(collabVersions.projectId, projectId))
    .orderBy(desc(collabVersions.versionNumber));
  return rows.map(({ name, username, ...version }) => ({ ...version, author: displayName({ name, username }) }));
}

/** How many versions a project keeps; the oldest go as new ones come. */
export const VERSIONS_KEPT = 100;

/**
 * Snapshots the document as the next version (the live text from the room when given, else the saved one), or, for a
 * restore, makes the old text the document's next revision too. The unique version number makes a racing duplicate
 * fail.
 */
export async function createVersion(
  db: Database,
  projectId: string,
  userId: string,
  changes: string,
  { restore, snapshot }: { restore?: string; snapshot?: string } = {},
) {
  const content = restore;
  const { project } = await requireCapability(db, projectId, userId, "edit");
  const [latest] = await db
    .select({ n: max(collabVersions.versionNumber) })
    .from(collabVersions)
    .where(eq(collabVersions.projectId, projectId));
  const version = {
    id: crypto.randomUUID(),
    projectId,
    versionNumber: (latest?.n ?? 0) + 1,
    authorId: userId,
    changes,
    content: content ?? snapshot ?? project.content,
    createdAt: Date.now(),
  };
  await db.batch([
    db.insert(collabVersions).values(version),
    // Only the newest versions are kept: each is a whole copy of a document of up to 500,000 characters.
    db
      .delete(collabVersions)
      .where(
        and(
          eq(collabVersions.projectId, projectId),
          lte(collabVersions.versionNumber, version.versionNumber - VERSIONS_KEPT),
        ),
      ),
    db
      .update(collabProjects)
      .set(
        content === undefined
          ? { updatedAt: version.createdAt }
          : { content, contentRevision: sql`${collabProjects.contentRevision} + 1`, updatedAt: version.createdAt },
      )
      .where(eq(collabProjects.id, projectId)),
  ]);
  return version;
}

/** Restoring never rewrites history: the old content becomes a new version. */
export async function restoreVersion(db: Database, projectId: string, userId: string, versionId: string) {
  await requireCapability(db, projectId, userId, "edit");
  const [old] = await db
    .select()
    .from(collabVersions)
    .where(and(eq(collabVersions.id, versionId), eq(collabVersions.projectId, projectId)))
    .limit(1);
  if (!old) throw new ApiError(404, "not_found", "No such version.");
  return createVersion(db, projectId, userId, `Restored version ${old.versionNumber}`, { restore: old.content });
}

/**
 * A project's seats (members and pending invitations, owner included) are bounded by the owner's plan; a full
 * project answers 402 naming the cheapest plan with one more seat.
 */
async function requireFreeSeat(db: Database, projectId: string) {
  const [row] = await db
    .select({
      tier: users.tier,
      members: sql<number>`(select count(*) from ${collabMembers} where ${collabMembers.projectId} = ${projectId})`,
      pending: sql<number>`(select count(*) from ${collabInvitations} where ${collabInvitations.projectId} = ${projectId}
        and ${collabInvitations.status} = 'pending')`,
    })
    .from(collabProjects)
    .innerJoin(users, eq(users.id, collabProjects.ownerId))
    .where(eq(collabProjects.id, projectId))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such project.");
  const seats = PROJECT_SEATS[row.tier];
  const taken = Number(row.members) + Number(row.pending);
  if (taken < seats) return;
  const needed = cheapestPlanWith(PROJECT_SEATS, taken + 1);
  if (!needed) throw new ApiError(409, "conflict", `This project has all ${seats} of its seats taken.`);
  throw new PlanRequiredError(
    needed,
    `This project has all ${seats} seats of the owner's ${PLAN_NAMES[row.tier]} plan taken (members and pending invitations). The ${PLAN_NAMES[needed]} plan has ${PROJECT_SEATS[needed]}; see /pricing.`,
  );
}

/** An invitation can be accepted for 14 days. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export async function inviteMember(
  db: Database,
  projectId: string,
  inviterId: string,
  input: { email: string; role?: ProjectRole; permissions?: ProjectPermission[] },
) {
  await requireCapability(db, projectId, inviterId, "manage");
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? DEFAULT_INVITE.role;
  if (role === "owner")
    throw new ApiError(400, "invalid_input", "A project has one owner; invite as editor, reviewer or viewer.");
  const [existing] = await db
    .select({ id: collabMembers.userId })
    .from(collabMembers)
    .innerJoin(users, eq(users.id, collabMembers.userId))
    .where(and(eq(collabMembers.projectId, projectId), eq(users.email, email)))
    .limit(1);
  if (existing) throw new ApiError(409, "conflict", "That person is already a member of this project.");
  await requireFreeSeat(db, projectId);
  const invitation = {
    id: crypto.randomUUID(),
    projectId,
    email,
    role,
    permissions: input.permissions ?? DEFAULT_INVITE.permissions,
    invitedBy: inviterId,
    createdAt: Date.now(),
    expiresAt: Date.now() + INVITATION_TTL_MS,
  };
  await db.insert(collabInvitations).values(invitation);
  return invitation;
}

/** Pending invitations for the user's own address, whenever the account was made. */
export async function listInvitations(db: Database, user: SessionUser) {
  return db
    .select({
      id: collabInvitations.id,
      role: collabInvitations.role,
      permissions: collabInvitations.permissions,
      projectId: collabProjects.id,
      title: collabProjects.title,
      createdAt: collabInvitations.createdAt,
    })
    .from(collabInvitations)
    .innerJoin(collabProjects, eq(collabProjects.id, collabInvitations.projectId))
    .where(
      and(
        eq(collabInvitations.email, user.email),
        eq(collabInvitations.status, "pending"),
        gt(collabInvitations.expiresAt, Date.now()),
      ),
    )
    .orderBy(desc(collabInvitations.createdAt));
}

/**
 * Accepts or declines an invitation to the user's address. Accepting needs a verified address (otherwise anyone
 * could register an invited address and join) and an invitation that has not expired or been revoked.
 */
export async function answerInvitation(db: Database, user: SessionUser, invitationId: string, accept: boolean) {
  const [invitation] = await db
    .select()
    .from(collabInvitations)
    .where(
      and(
        eq(collabInvitations.id, invitationId),
        eq(collabInvitations.email, user.email),
        eq(collabInvitations.status, "pending"),
      ),
    )
    .limit(1);
  if (!invitation) throw new ApiError(404, "not_found", "No such invitation.");
  if (accept && !user.emailVerified) {
    throw new ApiError(403, "email_unverified", `Confirm ${user.email} first (we sent you a link), then accept.`);
  }
  if (invitation.expiresAt <= Date.now()) {
    throw new ApiError(409, "conflict", "This invitation has expired. Ask the project's owner to invite you again.");
  }
  await db.batch([
    db
      .update(collabInvitations)
      .set({ status: accept ? "accepted" : "declined" })
      .where(and(eq(collabInvitations.id, invitationId), eq(collabInvitations.status, "pending"))),
    ...(accept
      ? [
          db
            .insert(collabMembers)
            .values({
              projectId: invitation.projectId,
              userId: user.id,
              role: invitation.role,
              permissions: invitation.permissions,
              joinedAt: Date.now(),
            })
            .onConflictDoNothing(),
        ]
      : []),
  ]);
  return { projectId: invitation.projectId, accepted: accept };
}

/** The owner (or a manager) takes back an invitation that is still pending. */
export async function revokeInvitation(db: Database, projectId: string, userId: string, invitationId: string) {
  await requireCapability(db, projectId, userId, "manage");
  const revoked = await db
    .update(collabInvitations)
    .set({ status: "revoked" })
    .where(
      and(
        eq(collabInvitations.id, invitationId),
        eq(collabInvitations.projectId, projectId),
        eq(collabInvitations.status, "pending"),
      ),
    )
    .returning({ id: collabInvitations.id });
  if (revoked.length === 0) throw new ApiError(404, "not_found", "No such pending invitation.");
}

/** A project's pending invitations, for its managers. */
export async function listProjectInvitations(db: Database, projectId: string, userId: string) {
  await requireCapability(db, projectId, userId, "manage");
  return db
    .select({
      id: collabInvitations.id,
      email: collabInvitations.email,
      role: collabInvitations.role,
      createdAt: collabInvitations.createdAt,
      expiresAt: collabInvitations.expiresAt,
    })
    .from(collabInvitations)
    .where(and(eq(collabInvitations.projectId, projectId), eq(collabInvitations.status, "pending")))
    .orderBy(desc(collabInvitations.createdAt));
}

export async function removeMember(db: Database, projectId: string, ownerId: string, memberId: string) {
  await requireCapability(db, projectId, ownerId, "manage");
  if (memberId === ownerId)
    throw new ApiError(400, "invalid_input", "The owner cannot be removed; delete the project instead.");
  const removed = await db
    .delete(collabMembers)
    .where(and(eq(collabMembers.projectId, projectId), eq(collabMembers.userId, memberId)))
    .returning();
  if (removed.length === 0) throw new ApiError(404, "not_found", "No such member.");
}

export async function memberName(db: Database, userId: string): Promise<string> {
  const [user] = await db
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ? displayName(user) : "Member";
}
