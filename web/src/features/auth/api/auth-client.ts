import { hc } from "hono/client";
import type { authRoutes } from "../../../../../worker/features/auth/routes";
import { apiFetch } from "../../../lib/api-client";

export const authClient = hc<typeof authRoutes>("/api/auth", { fetch: apiFetch });
