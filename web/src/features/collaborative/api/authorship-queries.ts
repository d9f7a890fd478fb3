import { useQuery } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { collaborativeRoutes } from "../../../../../worker/features/collaborative/routes";
import { apiFetch } from "../../../lib/api-client";

const client = hc<typeof collaborativeRoutes>("/api/collaborative", { fetch: apiFetch });

export type Authorship = InferResponseType<(typeof client.projects)[":id"]["authorship"]["$get"], 200>["authorship"];

/** Under the project's key, so it is asked for again when a teammate changes the project. */
export function useAuthorship(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/collaborative/projects", id, "authorship"],
    queryFn: async () => (await (await client.projects[":id"].authorship.$get({ param: { id } })).json()).authorship,
    enabled,
  });
}
