import { desc, eq } from "drizzle-orm";
import { collabMembers, collabProjects } from "../../../schema/collaborative";
import type { Database } from "../../../schema/db";
import type { Env } from "../../env";
import { projectRoom } from "./room";

/** Rooms told per sign-out, most recently active first: each is a call to a Durable Object. */
const MAX_ROOMS = 200;

/**
 * Closes live sockets in the project rooms the user belongs to: those of one session when they sign out there,
 * all of theirs when they sign out everywhere. Signing out succeeds even when a room cannot be reached.
 */
export async function closeLiveRooms(db: Database, env: Env, userId: string, session?: string): Promise<void> {
  const memberships = await db
    .select({ projectId: collabMembers.projectId })
    .from(collabMembers)
    .innerJoin(collabProjects, eq(collabProjects.id, collabMembers.projectId))
    .where(eq(collabMembers.userId, userId))
    .orderBy(desc(collabProjects.updatedAt))
    .limit(MAX_ROOMS);
  const who = session ? { session } : { userId };
  const closed = await Promise.allSettled(memberships.map(({ projectId }) => projectRoom(env, projectId).signOut(who)));
  const failed = closed.filter((result) => result.status === "rejected").length;
  if (failed) console.warn(`sign-out: ${failed} of ${closed.length} project rooms could not be told`);
}
