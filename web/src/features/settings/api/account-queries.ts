import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { settingsRoutes } from "../../../../../worker/features/settings/routes";
import { apiFetch } from "../../../lib/api-client";
import { CURRENT_USER_KEY } from "../../../lib/current-user";

const account = hc<typeof settingsRoutes>("/api/account", { fetch: apiFetch });

export type AccountSession = InferResponseType<typeof account.sessions.$get, 200>["sessions"][number];
type PasswordChange = InferRequestType<typeof account.password.$post>["json"];

export const SESSIONS_KEY = ["/api/account/sessions"] as const;

/** The signed-in user's sessions, newest use first, the current one marked. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await account.sessions.$get()).json(),
    select: (answer) => answer.sessions,
  });
}

/** Whatever happened, the list is read again: a failed sign-out may mean the session had already ended. */
function useRefetchSessionsAfter<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSignOutSession() {
  return useRefetchSessionsAfter(async (id: string) =>
    (await account.sessions[":id"].$delete({ param: { id } })).json(),
  );
}

export function useSignOutOtherSessions() {
  return useRefetchSessionsAfter(async () => (await account.sessions["sign-out-others"].$post()).json());
}

/** Changes the password; the server ends every other session, so the list changes too. */
export function useChangePassword() {
  return useRefetchSessionsAfter(async (input: PasswordChange) =>
    (await account.password.$post({ json: input })).json(),
  );
}

type EmailChange = InferRequestType<typeof account.email.$post>["json"];

/** Asks for a change of address: the server e-mails a link to the new one and changes nothing yet. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async (input: EmailChange) => (await account.email.$post({ json: input })).json(),
  });
}

type AccountDeletion = InferRequestType<typeof account.delete.$post>["json"];

/** Deletes the account; on success every cached answer belonged to it, so the cache is emptied. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountDeletion) => (await account.delete.$post({ json: input })).json(),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}

/** Where the browser downloads the account's data (a zip the server streams). */
export const EXPORT_URL = "/api/account/export";
