import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { CURRENT_USER_KEY } from "../../../lib/current-user";
import { authClient } from "./auth-client";

type ResetInput = InferRequestType<typeof authClient.reset.$post>["json"];

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) => (await authClient.forgot.$post({ json: { email } })).json(),
  });
}

/** Sets a new password from the e-mailed link's token; the server signs the link's owner in. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetInput) => (await authClient.reset.$post({ json: input })).json(),
    onSuccess: () => {
      // The link's owner may not be whoever was signed in before: nothing cached for them may be shown.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
