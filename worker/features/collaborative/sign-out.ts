import { desc, eq } from "drizzle-orm";
import { collabMembers, collabProjects } from "../../../schema/collaborative";
import type { Database } from "../../../schema/db";
import type { Env } from "../../env";
import { memberSockets } from "../../http/live-connections";
import { projectRoom } from "./room";

/** Rooms told per sign-out when the member holds sockets claimed before their places were kept (a deploy ago). */
const MAX_UNPLACED_ROOMS = 200;

/**
 * Closes live sockets in the project rooms that hold the member's sockets (their socket counter knows which): those
 * of one session when they sign out there, all of theirs when they sign out everywhere or reset their password,
 * however many projects they belong to. Signing out succeeds even when a room cannot be reached.
 */
export async function closeLiveRooms(db: Database, env: Env, userId: string, session?: string): Promise<void> {
  const { projectIds, unplaced } = await memberSockets(env, userId).rooms();
  const rooms = new Set(projectIds);
  if (unplaced) {
    const memberships = await db
      .select({ projectId: collabMembers.projectId })
      .from(collabMembers)
      .innerJoin(collabProjects, eq(collabProjects.id, collabMembers.projectId))
      .where(eq(collabMembers.userId, userId))
      .orderBy(desc(collabProjects.updatedAt))
      .limit(MAX_UNPLACED_ROOMS);
    for (const { projectId } of memberships) rooms.add(projectId);
  }
  const who = session ? { session } : { userId };
  const closed = await Promise.allSettled([...rooms].map((projectId) => projectRoom(env, projectId).signOut(who)));
  const failed = closed.filter((result) => result.status === "rejected").length;
  if (failed) console.warn(`sign-out: ${failed} of ${closed.length} project rooms could not be told`);
}
