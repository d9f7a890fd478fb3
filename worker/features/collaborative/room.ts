import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../common/error-codes";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";

/** A project's live room (its chat, presence and document): a CollabRoom stub whose methods are typed RPC calls. */
export function projectRoom(env: Env, projectId: string) {
  return env.COLLAB_ROOM.getByName(projectId);
}

/** How the room's refusals of a comment or suggestion are answered. */
const STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  not_found: 404,
  conflict: 409,
  quota_exceeded: 429,
};

/** The room refused what a member asked: the same refusal, as an HTTP error. */
export function roomRefusal({ code, message }: { code: ErrorCode; message: string }): ApiError {
  return new ApiError(STATUS[code] ?? 400, code, message);
}
