import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CREATOR_SUMMARY_KEY } from "../../../lib/creator-summary";
import { marketplaceClient } from "./marketplace-client";
import { OWN_ITEMS, PAYOUTS } from "./query-keys";

export function usePayouts() {
  return useQuery({
    queryKey: PAYOUTS,
    queryFn: async () => (await marketplaceClient.payouts.$get()).json(),
  });
}

/**
 * Connects the creator's payouts. With Stripe the browser goes on to Stripe's onboarding; in test mode the account is
 * active at once and the test balance is paid out, which changes the balances, the earnings and the creator summary.
 */
export function useConnectPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await marketplaceClient.payouts.connect.$post()).json(),
    onSuccess: ({ onboardingUrl }) => {
      if (onboardingUrl) {
        window.location.assign(onboardingUrl);
        return;
      }
      for (const queryKey of [PAYOUTS, OWN_ITEMS, CREATOR_SUMMARY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
