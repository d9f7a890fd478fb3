import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { authRoutes } from "../../../../../worker/features/auth/routes";
import type { profileRoutes } from "../../../../../worker/features/profile/routes";
import { apiFetch } from "../../../lib/api-client";
import { CURRENT_USER_KEY } from "../../../lib/current-user";

const auth = hc<typeof authRoutes>("/api/auth", { fetch: apiFetch });
const profile = hc<typeof profileRoutes>("/api/profile", { fetch: apiFetch });

export type Profile = InferResponseType<typeof auth.user.$get, 200>["user"];
export type ProfileChanges = InferRequestType<typeof profile.update.$post>["json"];

export const PROFILE_KEY = ["/api/auth/user"] as const;

/** The signed-in user with every profile field. */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await auth.user.$get()).json(),
    select: (answer) => answer.user,
  });
}

/** Saves the profile; the user is read again everywhere it is shown. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => (await profile.update.$post({ json: changes })).json(),
    onSuccess: () =>
      Promise.all([PROFILE_KEY, CURRENT_USER_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Uploads a new profile picture; the sidebar and the profile show it at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (avatar: File) => (await profile.avatar.$post({ form: { avatar } })).json(),
    onSuccess: () =>
      Promise.all([PROFILE_KEY, CURRENT_USER_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
