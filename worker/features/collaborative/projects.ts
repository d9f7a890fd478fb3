import { and, desc, eq, sql } from "drizzle-orm";
import { collabMembers, collabProjects } from "../../../schema/collaborative";
import {
  PROJECT_STATUSES,
  type ProjectPermission,
  type ProjectRole,
  type ProjectStatus,
  STATUS_TRANSITIONS,
} from "../../../schema/collaborative-enums";
import type { Database } from "../../../schema/db";
import { activityInsert } from "../../activity/log";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { type Membership, membershipOf, requireCapability } from "./access";
import { collaboratorsOf } from "./members";

/** Progress is the stage the project has reached: active 0%, in progress 33%, review 67%, completed 100%. */
export function progressOf(status: ProjectStatus): number {
  return Math.round((PROJECT_STATUSES.indexOf(status) / (PROJECT_STATUSES.length - 1)) * 100);
}

function toProject(
  membership: Membership,
  collaborators: { id: string; name: string; username: string; role: ProjectRole }[],
) {
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
