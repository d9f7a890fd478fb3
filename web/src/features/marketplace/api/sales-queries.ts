import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CREATOR_SUMMARY_KEY } from "../../../lib/creator-summary";
import { marketplaceClient } from "./marketplace-client";
import { OWN_ITEMS, PAYOUTS, PURCHASES, SALES } from "./query-keys";

export function useSales() {
  return useQuery({
    queryKey: SALES,
    queryFn: async () => (await marketplaceClient.sales.$get()).json(),
  });
}

/** A refund changes the sale, the product's earnings, the buyer's receipt, the creator's figures and their balances. */
export function useRefundSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (purchaseId: string) =>
      (await marketplaceClient.sales[":purchaseId"].refund.$post({ param: { purchaseId } })).json(),
    onSuccess: () => {
      for (const queryKey of [SALES, OWN_ITEMS, PURCHASES, CREATOR_SUMMARY_KEY, PAYOUTS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
