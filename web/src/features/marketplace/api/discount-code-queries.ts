import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { marketplaceClient } from "./marketplace-client";
import { DISCOUNT_CODES } from "./query-keys";

export function useDiscountCodes() {
  return useQuery({
    queryKey: DISCOUNT_CODES,
    queryFn: async () => (await marketplaceClient["discount-codes"].$get()).json(),
  });
}

export interface NewDiscountCode {
  code: string;
  productId: number | null;
  percentOff: number | null;
  /** Dollars. */
  amountOff: number | null;
  expiresAt: number | null;
  maxUses: number | null;
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDiscountCode) =>
      (await marketplaceClient["discount-codes"].$post({ json: input })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES }),
  });
}

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await marketplaceClient["discount-codes"][":id"].$delete({ param: { id } })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES }),
  });
}
