import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiFetch } from "../../../lib/api-client";
import { marketplaceClient } from "./marketplace-client";
import { OWN_ITEMS } from "./query-keys";
import { useRefreshMarketplace } from "./use-refresh-marketplace";

export function useOwnItems() {
  return useQuery({
    queryKey: OWN_ITEMS,
    queryFn: async () => (await marketplaceClient["my-items"].$get()).json(),
  });
}

export function useCreateListing() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    // The form (with its file) is sent as the browser built it; the typed client would rebuild it from an object.
    mutationFn: async (form: FormData) => {
      const response = await apiFetch("/api/marketplace/items", { method: "POST", body: form });
      return (await response.json()) as InferResponseType<typeof marketplaceClient.items.$post, 201>;
    },
    onSuccess: refresh,
  });
}

export function useUpdateListing() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async ({
      id,
      changes,
    }: {
      id: number;
      changes: { status?: "published" | "unpublished"; price?: number };
    }) => (await marketplaceClient.items[":id"].$patch({ param: { id: String(id) }, json: changes })).json(),
    onSuccess: refresh,
  });
}
