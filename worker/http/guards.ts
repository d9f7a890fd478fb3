import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";
import type { SessionUser } from "./session";

type SignedIn = { Variables: { user: SessionUser } };

/** 401 unless the request carries a live session. */
export const requireUser = createMiddleware<AppEnv & SignedIn>(async (c, next) => {
  if (!c.get("user")) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
  await next();
});

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export const requireAdmin = createMiddleware<AppEnv & SignedIn>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
  if (user.role !== "admin") throw new ApiError(403, "forbidden", "This action needs an administrator.");
  await next();
});
