import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { communicationRoutes, creatorRoutes, hiringRoutes } from "../../../../../worker/features/hiring/routes";
import { apiFetch } from "../../../lib/api-client";

const hiring = hc<typeof hiringRoutes>("/api/hiring", { fetch: apiFetch });
const creators = hc<typeof creatorRoutes>("/api/creators", { fetch: apiFetch });
const communication = hc<typeof communicationRoutes>("/api/communication", { fetch: apiFetch });

export type FindRequest = InferRequestType<(typeof hiring)["find-matches"]["$post"]>["json"];
export type Match = InferResponseType<(typeof hiring)["find-matches"]["$post"], 200>["matches"][number];
export type Opportunity = InferResponseType<typeof hiring.opportunities.$get, 200>["opportunities"][number];
export type OpportunityRequest = InferRequestType<(typeof hiring)["create-opportunity"]["$post"]>["json"];
export type CreatorFilters = InferRequestType<typeof creators.index.$get>["query"];
export type Creator = InferResponseType<typeof creators.index.$get, 200>["creators"][number];
export type Contact = InferResponseType<typeof communication.contacts.$get, 200>["contacts"][number];
export type Message = InferResponseType<(typeof communication.threads)[":id"]["$get"], 200>["messages"][number];
export type MessageRequest = InferRequestType<(typeof communication)["translate-message"]["$post"]>["json"];

export const hiringKeys = {
  opportunities: ["/api/hiring/opportunities"] as const,
  creators: (filters: CreatorFilters) => ["/api/creators", filters] as const,
  contacts: ["/api/communication/contacts"] as const,
  thread: (id: string) => ["/api/communication/threads", id] as const,
};

export function useFindMatches() {
  return useMutation({
    mutationFn: async (request: FindRequest) => (await hiring["find-matches"].$post({ json: request })).json(),
  });
}

export function useOpportunities(enabled = true) {
  return useQuery({
    queryKey: hiringKeys.opportunities,
    queryFn: async () => (await hiring.opportunities.$get()).json(),
    select: (answer) => answer.opportunities,
    enabled,
  });
}

export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OpportunityRequest) =>
      (await hiring["create-opportunity"].$post({ json: request })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.opportunities }),
  });
}

export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await hiring.opportunities[":id"].$delete({ param: { id } })).json(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hiringKeys.opportunities }),
  });
}

export function useCreators(filters: CreatorFilters) {
  return useQuery({
    queryKey: hiringKeys.creators(filters),
    queryFn: async () => (await creators.index.$get({ query: filters })).json(),
    placeholderData: keepPreviousData,
  });
}

export function useContacts() {
  return useQuery({
    queryKey: hiringKeys.contacts,
    queryFn: async () => (await communication.contacts.$get()).json(),
  });
}

/** A conversation; reading it marks it read, so the contacts' unread counts are read again after. */
export function useThread(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: hiringKeys.thread(id ?? ""),
    queryFn: async () => {
      const answer = await (await communication.threads[":id"].$get({ param: { id: id! } })).json();
      void queryClient.invalidateQueries({ queryKey: hiringKeys.contacts });
      return answer;
    },
    select: (answer) => answer.messages,
    enabled: id !== null,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MessageRequest) =>
      (await communication["translate-message"].$post({ json: request })).json(),
    onSuccess: (_answer, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hiringKeys.thread(request.recipientId) }),
        queryClient.invalidateQueries({ queryKey: hiringKeys.contacts }),
      ]),
  });
}
