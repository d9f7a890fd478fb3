import type { Env } from "../../env";

/** A project's live room (its chat, presence and document): a CollabRoom stub whose methods are typed RPC calls. */
export function projectRoom(env: Env, projectId: string) {
  return env.COLLAB_ROOM.getByName(projectId);
}
