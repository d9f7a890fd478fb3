import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { collaborativeRoutes } from "../../../../../worker/features/collaborative/routes";
import { apiFetch } from "../../../lib/api-client";

const client = hc<typeof collaborativeRoutes>("/api/collaborative", { fetch: apiFetch });

export type Suggestion = InferResponseType<
  (typeof client.projects)[":id"]["suggestions"]["$get"],
  200
>["suggestions"][number];

type Answer = { success: true; suggestions: Suggestion[]; id: number | null; decided: number; skipped: number };

/** Under the project's key, so a teammate's change the room announces refreshes them with the project. */
const suggestionsKey = (id: string) => ["/api/collaborative/projects", id, "suggestions"] as const;

export function useSuggestions(id: string) {
  return useQuery({
    queryKey: suggestionsKey(id),
    queryFn: async () => (await client.projects[":id"].suggestions.$get({ param: { id } })).json(),
  });
}

/** Each action answers with every suggestion as it now stands. */
function useSuggestionAction<Input>(id: string, send: (input: Input) => Promise<{ json(): Promise<unknown> }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await (await send(input)).json()) as Answer,
    onSuccess: (answer) =>
      queryClient.setQueryData(suggestionsKey(id), { success: true, suggestions: answer.suggestions }),
  });
}

export function useSuggest(id: string) {
  return useSuggestionAction(id, (json: { from: number; to: number; quote: string; replacement: string }) =>
    client.projects[":id"].suggestions.$post({ param: { id }, json }),
  );
}

/** The AI rewrites the passage into a suggestion (a use of the member's allowance). */
export function useSuggestRewrite(id: string) {
  return useSuggestionAction(id, (json: { from: number; to: number; quote: string }) =>
    client.projects[":id"].suggestions.ai.$post({ param: { id }, json }),
  );
}

export type Decision = "accepted" | "rejected";

export function useDecide(id: string) {
  return useSuggestionAction(id, ({ suggestionId, status }: { suggestionId: number; status: Decision }) =>
    client.projects[":id"].suggestions[":suggestionId"].status.$put({
      param: { id, suggestionId: String(suggestionId) },
      json: { status },
    }),
  );
}

export function useDecideAll(id: string) {
  return useSuggestionAction(id, (status: Decision) =>
    client.projects[":id"].suggestions.status.$put({ param: { id }, json: { status } }),
  );
}
