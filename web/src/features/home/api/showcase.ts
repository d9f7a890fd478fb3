import { useQuery } from "@tanstack/react-query";
import type { hc, InferResponseType } from "hono/client";
import type { marketplaceRoutes } from "../../../../../worker/features/marketplace/routes";
import { apiFetch } from "../../../lib/api-client";

// Types only: the landing page fetches with plain requests so its first load does not carry the typed client.
type Marketplace = ReturnType<typeof hc<typeof marketplaceRoutes>>;
type ItemList = InferResponseType<Marketplace["items"]["$get"], 200>;
type RecentReviews = InferResponseType<Marketplace["reviews"]["recent"]["$get"], 200>;
export type FeaturedItem = ItemList["items"][number];
export type Praise = RecentReviews["reviews"][number];

const FEATURED_SHOWN = 3;

/** The catalogue's featured products (the featured flag), first of the marketplace's featured order. */
export function useFeaturedItems() {
  return useQuery({
    queryKey: ["/api/marketplace/items", "landing-featured"],
    queryFn: async () => {
      const response = await apiFetch(`/api/marketplace/items?sort=featured&pageSize=${FEATURED_SHOWN}`);
      const list = (await response.json()) as ItemList;
      return list.items.filter((item) => item.featured);
    },
    staleTime: 5 * 60_000,
  });
}

/** Buyers' recent four- and five-star reviews, as the landing page's quotes. */
export function useRecentPraise() {
  return useQuery({
    queryKey: ["/api/marketplace/reviews/recent"],
    queryFn: async () => ((await (await apiFetch("/api/marketplace/reviews/recent")).json()) as RecentReviews).reviews,
    staleTime: 5 * 60_000,
  });
}
