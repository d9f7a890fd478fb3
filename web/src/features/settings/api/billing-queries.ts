import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import { useEffect } from "react";
import type { billingRoutes } from "../../../../../worker/features/pricing/routes";
import { apiFetch } from "../../../lib/api-client";
import { CURRENT_USER_KEY } from "../../../lib/current-user";

const billing = hc<typeof billingRoutes>("/api/billing", { fetch: apiFetch });

export type Billing = InferResponseType<typeof billing.index.$get, 200>;
export type BillingSubscription = NonNullable<Billing["subscription"]>;

export const BILLING_KEY = ["/api/billing"] as const;

const CONFIRMATION_POLL_MS = 2000;
const CONFIRMATION_POLLS = 10;

/**
 * The signed-in user's plan and subscription. Right after Stripe Checkout the subscription arrives with Stripe's
 * webhook, a moment later than the user: `awaitingSubscription` asks again every 2 s, at most 10 times, until it does.
 */
export function useBilling(awaitingSubscription = false) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: BILLING_KEY,
    queryFn: async () => (await billing.index.$get()).json(),
    refetchInterval: ({ state }) => {
      if (!awaitingSubscription || state.data?.subscription) return false;
      const refetches = state.dataUpdateCount + state.errorUpdateCount - 1;
      return refetches < CONFIRMATION_POLLS ? CONFIRMATION_POLL_MS : false;
    },
  });

  // The new plan changes the user's tier too, which the rest of the app reads from the current user.
  const arrived = awaitingSubscription && Boolean(query.data?.subscription);
  useEffect(() => {
    if (arrived) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [arrived, queryClient]);

  return query;
}

/** Opens Stripe's customer portal, which returns to Settings when the user is done. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => (await billing.portal.$post()).json(),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Stops renewal (the plan stays until the paid period ends) or resumes it. */
export function useSetRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (renew: boolean) => (await billing.renewal.$post({ json: { renew } })).json(),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData<Billing>(BILLING_KEY, (previous) => previous && { ...previous, subscription });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
