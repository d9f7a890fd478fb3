import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_KEY } from "../../../lib/current-user";
import { authClient } from "./auth-client";
import { useReplaceUser } from "./use-session-mutations";

/**
 * Confirms the address with the token of an e-mailed link. Opened in the browser that signed up, it signs in too:
 * the app then starts over as that user.
 */
export function useVerifyEmail() {
  const replaceUser = useReplaceUser();
  return useMutation({
    mutationFn: async (token: string) => (await authClient["verify-email"].$post({ json: { token } })).json(),
    onSuccess: (answer) => {
      if (answer.signedIn) replaceUser(answer.user);
    },
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
