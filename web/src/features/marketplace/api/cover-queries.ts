import { useMutation } from "@tanstack/react-query";
import { marketplaceClient } from "./marketplace-client";
import { useRefreshMarketplace } from "./use-refresh-marketplace";

/** Uploads a product's cover (replacing the one before it). */
export function useUploadCover() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async ({ id, cover }: { id: number; cover: File }) =>
      (await marketplaceClient.items[":id"].cover.$put({ param: { id: String(id) }, form: { cover } })).json(),
    onSuccess: refresh,
  });
}

/** Takes the uploaded cover away: the product shows its generated cover again. */
export function useRemoveCover() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (id: number) =>
      (await marketplaceClient.items[":id"].cover.$delete({ param: { id: String(id) } })).json(),
    onSuccess: refresh,
  });
}
