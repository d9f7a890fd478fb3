import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_KEY } from "../../../lib/current-user";
import { authClient } from "./auth-client";

/** Confirms the address with the token of an e-mailed link; the signed-in user (if any) is read again after. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await authClient["verify-email"].$post({ json: { token } })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

/** E-mails the signed-in user a new verification link. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => (await authClient["verify-email"].resend.$post()).json(),
  });
}

/** Opens a change-of-address link: the account takes the new address; the signed-in user is read again after. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await authClient["confirm-email"].$post({ json: { token } })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

/** Opens the undo link the old address got: the address comes back and every session ends, this one included. */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await authClient["undo-email-change"].$post({ json: { token } })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
