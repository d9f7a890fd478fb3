import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { collaborativeRoutes } from "../../../../../worker/features/collaborative/routes";
import { apiFetch } from "../../../lib/api-client";

const client = hc<typeof collaborativeRoutes>("/api/collaborative", { fetch: apiFetch });

export type CommentThread = InferResponseType<
  (typeof client.projects)[":id"]["comments"]["$get"],
  200
>["threads"][number];

/** Under the project's key, so a teammate's change the room announces refreshes them with the project. */
const commentsKey = (id: string) => ["/api/collaborative/projects", id, "comments"] as const;

export function useComments(id: string) {
  return useQuery({
    queryKey: commentsKey(id),
    queryFn: async () => (await client.projects[":id"].comments.$get({ param: { id } })).json(),
  });
}

/** Each action answers with every thread as it now stands. */
function useCommentAction<Input>(id: string, send: (input: Input) => Promise<{ json(): Promise<unknown> }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      (await (await send(input)).json()) as { threads: CommentThread[]; id: number; success: true },
    onSuccess: (answer) => queryClient.setQueryData(commentsKey(id), { success: true, threads: answer.threads }),
  });
}

export function useAddComment(id: string) {
  return useCommentAction(id, (json: { from: number; to: number; quote: string; body: string }) =>
    client.projects[":id"].comments.$post({ param: { id }, json }),
  );
}

export function useReply(id: string) {
  return useCommentAction(id, ({ threadId, body }: { threadId: number; body: string }) =>
    client.projects[":id"].comments[":threadId"].replies.$post({
      param: { id, threadId: String(threadId) },
      json: { body },
    }),
  );
}

export function useResolve(id: string) {
  return useCommentAction(id, ({ threadId, resolved }: { threadId: number; resolved: boolean }) =>
    client.projects[":id"].comments[":threadId"].resolved.$put({
      param: { id, threadId: String(threadId) },
      json: { resolved },
    }),
  );
}
