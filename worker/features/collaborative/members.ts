import { and, asc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Member } from "../../../durable-objects/collab-room/protocol";
import { users } from "../../../schema/auth";
import { collabMembers } from "../../../schema/collaborative";
import type { ProjectRole } from "../../../schema/collaborative-enums";
import type { Database } from "../../../schema/db";
import { ApiError } from "../../http/errors";
import { requireCapability } from "./access";

/** A member's name as the others see it: the display name, else the username. */
export function displayName(user: { name: string; username: string }): string {
  return user.name || user.username;
}

/** The members of the given projects: a list of ids, or a subquery when the list could be long. */
export async function collaboratorsOf(db: Database, projectIds: string[] | SQLWrapper) {
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
  // The username beside the name: it is what an @mention matches.
  const byProject = new Map<string, { id: string; name: string; username: string; role: ProjectRole }[]>();
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({ id: row.id, name: displayName(row), username: row.username, role: row.role });
    byProject.set(row.projectId, list);
  }
  return byProject;
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

/** The signed-in member as the room names them to the others. */
export async function memberOf(db: Database, user: { id: string }): Promise<Member> {
  return { id: user.id, name: await memberName(db, user.id) };
}
