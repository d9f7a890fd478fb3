import type { Database } from "../../../schema/db";
import type { Env } from "../../env";
import { closeLiveRooms } from "../collaborative";
import { statusHub } from "../system-status";

/**
 * Closes the live sockets of one session (signing out there) or of all the user's sessions (signing out everywhere,
 * a new password): project rooms and status dashboards. Signing out succeeds even when one cannot be reached.
 */
export async function closeLiveSockets(db: Database, env: Env, userId: string, session?: string): Promise<void> {
  const who = session ? { session } : { userId };
  const [, dashboards] = await Promise.allSettled([
    closeLiveRooms(db, env, userId, session),
    statusHub(env).signOut(who),
  ]);
  if (dashboards.status === "rejected") console.warn("sign-out: the status hub could not be told");
}
