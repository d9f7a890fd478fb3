import { and, eq } from "drizzle-orm";
import { collabMembers, collabProjects } from "../../../schema/collaborative";
import type { ProjectPermission, ProjectRole } from "../../../schema/collaborative-enums";
import type { Database } from "../../../schema/db";
import { ApiError } from "../../http/errors";

export type Capability = "read" | "comment" | "edit" | "export" | "manage";

export interface Membership {
  project: typeof collabProjects.$inferSelect;
  role: ProjectRole;
  permissions: ProjectPermission[];
}

/**
 * What a member may do. The owner may do everything; otherwise the role sets the ceiling (editor edits and
 * comments, reviewer comments, viewer reads) and the member's permissions must also grant it.
 */
export function can(member: Pick<Membership, "role" | "permissions">, capability: Capability): boolean {
  if (member.role === "owner") return true;
  switch (capability) {
    case "read":
      return true;
    case "comment":
      return (member.role === "editor" || member.role === "reviewer") && member.permissions.includes("comment");
    case "edit":
      return member.role === "editor" && member.permissions.includes("edit");
    case "export":
      return member.permissions.includes("export");
    case "manage":
      return false;
  }
}

/** The user's membership of the project; a non-member gets the same 404 as for a project that does not exist. */
export async function membershipOf(db: Database, projectId: string, userId: string): Promise<Membership> {
  const [row] = await db
    .select({ project: collabProjects, role: collabMembers.role, permissions: collabMembers.permissions })
    .from(collabMembers)
    .innerJoin(collabProjects, eq(collabProjects.id, collabMembers.projectId))
    .where(and(eq(collabMembers.projectId, projectId), eq(collabMembers.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such project.");
  return row;
}

const REFUSALS: Record<Capability, string> = {
  read: "You cannot read this project.",
  comment: "Your role can read this project, but not comment on it, suggest changes or post in its chat.",
  edit: "Your role cannot edit this project.",
  export: "You do not have the export permission for this project.",
  manage: "Only the project's owner can do that.",
};

export async function requireCapability(
  db: Database,
  projectId: string,
  userId: string,
  capability: Capability,
): Promise<Membership> {
  const membership = await membershipOf(db, projectId, userId);
  if (!can(membership, capability)) throw new ApiError(403, "forbidden", REFUSALS[capability]);
  return membership;
}
