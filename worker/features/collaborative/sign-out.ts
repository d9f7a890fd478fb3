import { eq } from "drizzle-orm";
import { collabMembers } from "../../../schema/collaborative";
import type { Database } from "../../../schema/db";
import type { Env } from "../../env";

/**
 * Closes live sockets in every project room the user belongs to: those of one session when they sign out there,
 * all of theirs when they sign out everywhere.
 */
export async function closeLiveRooms(db: Database, env: Env, userId: string, session?: string): Promise<void> {
  const memberships = await db
    .select({ projectId: collabMembers.projectId })
    .from(collabMembers)
    .where(eq(collabMembers.userId, userId));
  const who = session ? { session } : { userId };
  await Promise.all(memberships.map(({ projectId }) => env.COLLAB_ROOM.getByName(projectId).signOut(who)));
}
