import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import { useCallback } from "react";
import type { collaborativeRoutes } from "../../../../../worker/features/collaborative/routes";
import { apiFetch } from "../../../lib/api-client";

const client = hc<typeof collaborativeRoutes>("/api/collaborative", { fetch: apiFetch });

export type ProjectSummary = InferResponseType<typeof client.projects.$get, 200>["projects"][number];
export type Project = InferResponseType<(typeof client.projects)[":id"]["$get"], 200>["project"];
export type Version = InferResponseType<(typeof client.projects)[":id"]["versions"]["$get"], 200>["versions"][number];
export type Invitation = InferResponseType<typeof client.invitations.$get, 200>["invitations"][number];
export type PendingInvitation = InferResponseType<
  (typeof client.projects)[":id"]["invitations"]["$get"],
  200
>["invitations"][number];

const PROJECTS = ["/api/collaborative/projects"] as const;
const projectKey = (id: string) => ["/api/collaborative/projects", id] as const;
const versionsKey = (id: string) => ["/api/collaborative/projects", id, "versions"] as const;
const pendingInvitationsKey = (id: string) => ["/api/collaborative/projects", id, "invitations"] as const;

export function useProjects() {
  return useQuery({ queryKey: PROJECTS, queryFn: async () => (await client.projects.$get()).json() });
}

export function useProject(id: string | null) {
  return useQuery({
    queryKey: projectKey(id ?? ""),
    queryFn: async () => (await client.projects[":id"].$get({ param: { id: id! } })).json(),
    enabled: Boolean(id),
  });
}

export function useVersions(id: string) {
  return useQuery({
    queryKey: versionsKey(id),
    queryFn: async () => (await client.projects[":id"].versions.$get({ param: { id } })).json(),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: ["/api/collaborative/invitations"],
    queryFn: async () => (await client.invitations.$get()).json(),
  });
}

/** After any change the project list, the project and its versions are asked for again. */
export function useRefreshProjects() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: PROJECTS }), [queryClient]);
}

export function useCreateProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async (input: { title: string; description: string }) =>
      (await client.projects.$post({ json: input })).json(),
    onSuccess: refresh,
  });
}

export function useChangeProject(id: string) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async (changes: { status?: Project["status"]; content?: string; baseRevision?: number }) =>
      (await client.projects[":id"].$patch({ param: { id }, json: changes })).json(),
    onSuccess: refresh,
  });
}

export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.projects[":id"].$delete({ param: { id } })).json(),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKey(id) });
      void queryClient.invalidateQueries({ queryKey: PROJECTS });
    },
  });
}

export function useCreateVersion(id: string) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async (changes: string) =>
      (await client.projects[":id"].versions.$post({ param: { id }, json: { changes } })).json(),
    onSuccess: refresh,
  });
}

export function useRestoreVersion(id: string) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async (versionId: string) =>
      (await client.projects[":id"].versions[":versionId"].restore.$post({ param: { id, versionId } })).json(),
    onSuccess: refresh,
  });
}

export function useInvite(id: string) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async (input: { email: string; role: "editor" | "reviewer" | "viewer" }) =>
      (await client.projects[":id"].invite.$post({ param: { id }, json: input })).json(),
    onSuccess: refresh,
  });
}

/** The project's invitations nobody has answered yet; only its managers may ask. */
export function usePendingInvitations(id: string) {
  return useQuery({
    queryKey: pendingInvitationsKey(id),
    queryFn: async () => (await client.projects[":id"].invitations.$get({ param: { id } })).json(),
  });
}

export function useRevokeInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      (await client.projects[":id"].invitations[":invitationId"].$delete({ param: { id, invitationId } })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingInvitationsKey(id) }),
  });
}

export function useRemoveMember(id: string) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await client.projects[":id"].members[":userId"].$delete({ param: { id, userId } })).json(),
    onSuccess: refresh,
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }) =>
      (
        await client.invitations[":invitationId"][accept ? "accept" : "decline"].$post({ param: { invitationId: id } })
      ).json(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/collaborative/invitations"] });
      void queryClient.invalidateQueries({ queryKey: PROJECTS });
    },
  });
}

export async function fetchMessagesAfter(id: string, after: number) {
  return (await client.projects[":id"].messages.$get({ param: { id }, query: { after: String(after) } })).json();
}

export async function postMessage(id: string, message: string, clientId: string) {
  return (await client.projects[":id"].messages.$post({ param: { id }, json: { message, clientId } })).json();
}
