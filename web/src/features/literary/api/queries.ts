import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { KdpTier } from "../../../../../schema/literary-enums";
import type { literaryRoutes } from "../../../../../worker/features/literary/routes";
import type { kdpPackageRoutes } from "../../../../../worker/features/publishing/routes";
import { apiFetch } from "../../../lib/api-client";
import { CREATOR_SUMMARY_KEY } from "../../../lib/creator-summary";
import { useAiJob } from "../../../lib/use-ai-job";

const client = hc<typeof literaryRoutes>("/api/literary", { fetch: apiFetch });
const kdpPackages = hc<typeof kdpPackageRoutes>("/api/kdp-packages", { fetch: apiFetch });

export type CreateInput = InferRequestType<typeof client.create.$post>["json"];
export type WorkSummary = InferResponseType<typeof client.works.$get, 200>["works"][number];

const WORKS_KEY = ["/api/literary/works"] as const;
const workKey = (id: string | null) => ["/api/literary/works", id] as const;
/** Caches of other pages that a listing or a package changes, under the GET paths they cache. */
const MARKETPLACE_ITEMS_KEY = ["/api/marketplace/items"] as const;
const OWN_LISTINGS_KEY = ["/api/marketplace/my-items"] as const;
const KDP_PACKAGES_KEY = ["/api/kdp-packages/status"] as const;

export function useWorks() {
  return useQuery({ queryKey: WORKS_KEY, queryFn: async () => (await client.works.$get()).json() });
}

export function useWork(id: string | null) {
  return useQuery({
    queryKey: workKey(id),
    queryFn: async () => (await client.works[":id"].$get({ param: { id: id! } })).json(),
    enabled: Boolean(id),
  });
}

export function useAnalyze() {
  return useMutation({
    mutationFn: async (content: string) => (await client.analyze.$post({ json: { content } })).json(),
  });
}

export function useListWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, price }: { id: string; price: number }) =>
      (await client.works[":id"].list.$post({ param: { id }, json: { price } })).json(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WORKS_KEY });
      void queryClient.invalidateQueries({ queryKey: MARKETPLACE_ITEMS_KEY });
      void queryClient.invalidateQueries({ queryKey: OWN_LISTINGS_KEY });
    },
  });
}

/** Publishes the work's current chapters as a new edition of its marketplace product. */
export function usePublishWorkEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, label, notes }: { id: string; label: string; notes: string }) =>
      (await client.works[":id"].edition.$post({ param: { id }, json: { label, notes } })).json(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MARKETPLACE_ITEMS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["/api/marketplace/item"] });
      void queryClient.invalidateQueries({ queryKey: OWN_LISTINGS_KEY });
    },
  });
}

/** The KDP categories the work's words suggest, and every one the creator may choose instead. */
export function useKdpCategories(workId: string) {
  return useQuery({
    queryKey: ["/api/kdp-packages/categories", workId],
    queryFn: async () => (await kdpPackages.categories[":workId"].$get({ param: { workId } })).json(),
  });
}

/** A KDP package of a work; the publishing pages' package list is asked for again. */
export function useBuildPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { workId: string; tier: KdpTier; categories?: [string, string] }) =>
      (await kdpPackages.index.$post({ json: input })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KDP_PACKAGES_KEY }),
  });
}

/** Writing a work is a long AI job: its progress streams while it runs (see useAiJob). */
export function useCreateWork() {
  return useAiJob(client.create.$post);
}

export function useGhostwrite() {
  return useAiJob(client.ghostwrite.$post);
}

/** After an AI job the works list and the sidebar's "uses today" are asked for again. */
export function useRefreshAfterJob() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: WORKS_KEY });
    void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
  };
}

export type WorkDetail = InferResponseType<(typeof client.works)[":id"]["$get"], 200>["work"];
export type ChapterVersion = InferResponseType<
  (typeof client.works)[":id"]["chapters"][":chapterId"]["versions"]["$get"],
  200
>["versions"][number];

/** Every change to a work answers with the whole work: it replaces the cached one, and the works list is stale. */
function applyWork(queryClient: QueryClient, workId: string, work: WorkDetail) {
  queryClient.setQueryData(workKey(workId), (cached: { work: WorkDetail } | undefined) =>
    cached ? { ...cached, work } : cached,
  );
  void queryClient.invalidateQueries({ queryKey: WORKS_KEY, exact: true });
  void queryClient.invalidateQueries({ queryKey: versionsKey(workId) });
}

function useWorkChange<Input, Result extends { work: WorkDetail }>(
  workId: string,
  send: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ work }) => applyWork(queryClient, workId, work),
  });
}

const versionsKey = (workId: string, chapterId?: string) =>
  ["/api/literary/works", workId, "versions", ...(chapterId ? [chapterId] : [])] as const;

/** Renames the work or sets the language of its text. */
export function useUpdateWork(workId: string) {
  return useWorkChange(workId, async (changes: { title?: string; language?: string }) =>
    (await client.works[":id"].$patch({ param: { id: workId }, json: changes })).json(),
  );
}

export function useDeleteWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (workId: string) => (await client.works[":id"].$delete({ param: { id: workId } })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKS_KEY, exact: true }),
  });
}

export function useEditChapter(workId: string) {
  return useWorkChange(workId, async (input: { chapterId: string; title?: string; body?: string }) => {
    const { chapterId, ...json } = input;
    return (await client.works[":id"].chapters[":chapterId"].$patch({ param: { id: workId, chapterId }, json })).json();
  });
}

export function useAddChapter(workId: string) {
  return useWorkChange(workId, async (title: string) =>
    (await client.works[":id"].chapters.$post({ param: { id: workId }, json: { title } })).json(),
  );
}

export function useDeleteChapter(workId: string) {
  return useWorkChange(workId, async (chapterId: string) =>
    (await client.works[":id"].chapters[":chapterId"].$delete({ param: { id: workId, chapterId } })).json(),
  );
}

export function useReorderChapters(workId: string) {
  return useWorkChange(workId, async (order: string[]) =>
    (await client.works[":id"]["chapter-order"].$put({ param: { id: workId }, json: { order } })).json(),
  );
}

export function useChapterVersions(workId: string, chapterId: string | null) {
  return useQuery({
    queryKey: versionsKey(workId, chapterId ?? undefined),
    queryFn: async () =>
      (
        await client.works[":id"].chapters[":chapterId"].versions.$get({ param: { id: workId, chapterId: chapterId! } })
      ).json(),
    enabled: Boolean(chapterId),
  });
}

export function useRestoreVersion(workId: string) {
  return useWorkChange(workId, async (input: { chapterId: string; versionId: string }) =>
    (
      await client.works[":id"].chapters[":chapterId"].versions[":versionId"].restore.$post({
        param: { id: workId, ...input },
      })
    ).json(),
  );
}

/** A language model writes one chapter (a long job with progress); the answer carries the updated work. */
export function useWriteChapter(workId: string) {
  const queryClient = useQueryClient();
  const job = useAiJob(client["write-chapter"].$post);
  return {
    ...job,
    write: (
      chapterId: string,
      options: { onSuccess: (notice: string | null) => void; onError: (error: Error) => void },
    ) =>
      job.mutate(
        { workId, chapterId },
        {
          onSuccess: ({ work, notice }) => {
            applyWork(queryClient, workId, work);
            options.onSuccess(notice);
          },
          onError: options.onError,
        },
      ),
  };
}
