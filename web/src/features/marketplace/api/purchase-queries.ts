import { useMutation, useQuery } from "@tanstack/react-query";
import { marketplaceClient } from "./marketplace-client";
import { PURCHASES, receiptKey } from "./query-keys";
import { useRefreshMarketplace } from "./use-refresh-marketplace";

export function usePurchase() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (input: { productId: number; price: number; title: string; discountCode?: string }) =>
      (await marketplaceClient.purchase.$post({ json: input })).json(),
    onSuccess: refresh,
  });
}

/**
 * The price of a product with a code the buyer typed. Checking is an action the buyer takes (Apply), and each
 * refusal is shown where the code was typed, so it is a mutation rather than a cached query.
 */
export function useCheckDiscountCode(productId: number) {
  return useMutation({
    mutationFn: async (code: string) =>
      (await marketplaceClient.item[":id"].discount.$get({ param: { id: String(productId) }, query: { code } })).json(),
  });
}

export function useReceipt(purchaseId: string) {
  return useQuery({
    queryKey: receiptKey(purchaseId),
    queryFn: async () => (await marketplaceClient.purchases[":purchaseId"].$get({ param: { purchaseId } })).json(),
  });
}

export function useOwnPurchases() {
  return useQuery({
    queryKey: PURCHASES,
    queryFn: async () => (await marketplaceClient.purchases.$get()).json(),
  });
}
