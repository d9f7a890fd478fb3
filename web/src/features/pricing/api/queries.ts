import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType } from "hono/client";
import type { BillingPeriod, Currency } from "../../../../../schema/pricing-enums";
import { plansQueryKey } from "../../../../../worker/common/page-data";
import type { pricingRoutes, subscriptionRoutes } from "../../../../../worker/features/pricing/routes";
import { apiFetch } from "../../../lib/api-client";
import { CURRENT_USER_KEY } from "../../../lib/current-user";

const pricing = hc<typeof pricingRoutes>("/api/pricing", { fetch: apiFetch });
const subscriptions = hc<typeof subscriptionRoutes>("/api/create-subscription", { fetch: apiFetch });

export type SubscriptionInput = InferRequestType<typeof subscriptions.index.$post>["json"];

/** The plans priced in a currency for a billing period; waits until the default currency is known. */
export function usePlans(currency: Currency, period: BillingPeriod, enabled: boolean) {
  return useQuery({
    queryKey: plansQueryKey(currency, period),
    queryFn: async () => (await pricing.plans.$get({ query: { currency, period } })).json(),
    enabled,
  });
}

/** A subscription that needs no checkout applies at once, so the user (and their tier) is asked for again. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubscriptionInput) => (await subscriptions.index.$post({ json: input })).json(),
    onSuccess: (result) => {
      if (!result.checkoutUrl) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
