import { useQueryClient } from "@tanstack/react-query";
import { CREATOR_SUMMARY_KEY } from "../../../lib/creator-summary";
import { DISCOUNT_CODES, ITEM, ITEMS, OWN_ITEMS, PURCHASES, SALES, STATS } from "./query-keys";

/** After a sale, a listing or a change, the catalogue, product pages and earnings are asked for again. */
export function useRefreshMarketplace() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [ITEMS, ITEM, OWN_ITEMS, PURCHASES, STATS, SALES, DISCOUNT_CODES]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
  };
}
