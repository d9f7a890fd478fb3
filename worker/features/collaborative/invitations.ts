import { and, desc, eq, gt, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import { collabInvitations, collabMembers, collabProjects } from "../../../schema/collaborative";
import { DEFAULT_INVITE, type ProjectPermission, type ProjectRole } from "../../../schema/collaborative-enums";
import type { Database } from "../../../schema/db";
import { cheapestPlanWith, PLAN_NAMES, PROJECT_SEATS } from "../../common/plans";
import { ApiError, PlanRequiredError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { requireCapability } from "./access";

/** Seats taken in a project: its members (owner included) and its pending invitations. */
const seatsTaken = (projectId: string) =>
  sql<number>`((select count(*) from ${collabMembers} where ${collabMembers.projectId} = ${projectId})
    + (select count(*) from ${collabInvitations} where ${collabInvitations.projectId} = ${projectId}
      and ${collabInvitations.status} = 'pending'))`;

/**
 * A project's seats (members and pending invitations, owner included) are bounded by the owner's plan; a full
 * project answers 402 naming the cheapest plan with one more seat. Returns the plan's seats.
 */
async function requireFreeSeat(db: Database, projectId: string) {
  const [row] = await db
    .select({ tier: users.tier, taken: seatsTaken(projectId) })
    .from(collabProjects)
    .innerJoin(users, eq(users.id, collabProjects.ownerId))
    .where(eq(collabProjects.id, projectId))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such project.");
  const seats = PROJECT_SEATS[row.tier];
  const taken = Number(row.taken);
  if (taken < seats) return seats;
  const needed = cheapestPlanWith(PROJECT_SEATS, taken + 1);
  if (!needed) throw new ApiError(409, "conflict", `This project has all ${seats} of its seats taken.`);
  throw new PlanRequiredError(
    needed,
    `This project has all ${seats} seats of the owner's ${PLAN_NAMES[row.tier]} plan taken (members and pending invitations). The ${PLAN_NAMES[needed]} plan has ${PROJECT_SEATS[needed]}.`,
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
  const seats = await requireFreeSeat(db, projectId);
  const invitation = {
    id: crypto.randomUUID(),
    projectId,
    email,
    role,
    permissions: input.permissions ?? DEFAULT_INVITE.permissionsFor(role),
    invitedBy: inviterId,
    createdAt: Date.now(),
    expiresAt: Date.now() + INVITATION_TTL_MS,
  };
  // Written only while a seat is still free, in the same statement: parallel invitations cannot overfill the plan.
  const added = await db
    .insert(collabInvitations)
    .select(
      db
        .select({
          id: sql<string>`${invitation.id}`.as("id"),
          projectId: sql<string>`${projectId}`.as("project_id"),
          email: sql<string>`${email}`.as("email"),
          role: sql<string>`${role}`.as("role"),
          permissions: sql<string>`${JSON.stringify(invitation.permissions)}`.as("permissions"),
          invitedBy: sql<string>`${inviterId}`.as("invited_by"),
          status: sql<string>`'pending'`.as("status"),
          createdAt: sql<number>`${invitation.createdAt}`.as("created_at"),
          expiresAt: sql<number>`${invitation.expiresAt}`.as("expires_at"),
        })
        .from(collabProjects)
        .where(and(eq(collabProjects.id, projectId), sql`${seatsTaken(projectId)} < ${seats}`)),
    )
    .returning({ id: collabInvitations.id });
  if (added.length === 0) {
    await requireFreeSeat(db, projectId);
    throw new ApiError(409, "conflict", "The project's last seat was just taken. Please try again.");
  }
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
  // One batch: the answer is taken only while the invitation is pending, and the member is added only from an
  // invitation this answer accepted, so one revoked between the read above and here adds nobody.
  const [answered] = await db.batch([
    db
      .update(collabInvitations)
      .set({ status: accept ? "accepted" : "declined" })
      .where(and(eq(collabInvitations.id, invitationId), eq(collabInvitations.status, "pending")))
      .returning({ id: collabInvitations.id }),
    ...(accept
      ? [
          db
            .insert(collabMembers)
            .select(
              db
                .select({
                  projectId: collabInvitations.projectId,
                  userId: sql<string>`${user.id}`.as("user_id"),
                  role: collabInvitations.role,
                  permissions: collabInvitations.permissions,
                  joinedAt: sql<number>`${Date.now()}`.as("joined_at"),
                })
                .from(collabInvitations)
                .where(and(eq(collabInvitations.id, invitationId), eq(collabInvitations.status, "accepted"))),
            )
            .onConflictDoNothing(),
        ]
      : []),
  ]);
  if (answered.length === 0) throw new ApiError(404, "not_found", "No such invitation.");
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
