import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { useNavigate } from "react-router";
import { CURRENT_USER_KEY, type CurrentUser } from "../../../lib/current-user";
import { authClient } from "./auth-client";

type LoginInput = InferRequestType<typeof authClient.login.$post>["json"];
type RegisterInput = InferRequestType<typeof authClient.register.$post>["json"];

/** After sign-in or sign-out every cached answer may belong to someone else: start over from the new user. */
export function useReplaceUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
    queryClient.setQueryData(CURRENT_USER_KEY, user ? { user } : null);
  };
}

export function useLogin() {
  const replaceUser = useReplaceUser();
  return useMutation({
    mutationFn: async (input: LoginInput) => (await (await authClient.login.$post({ json: input })).json()).user,
    onSuccess: (user) => replaceUser(user),
  });
}

/** Signs up: nobody is signed in until the e-mailed link is opened, so the answer is only where it was sent. */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => (await authClient.register.$post({ json: input })).json(),
  });
}

/** Signs out and leaves for the home page first, so the page being left does not bounce to /login. */
export function useLogout() {
  const replaceUser = useReplaceUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => (await authClient.logout.$post()).json(),
    onSuccess: async () => {
      await navigate("/");
      replaceUser(null);
    },
  });
}
