import type { hc, InferResponseType } from "hono/client";
import { LANDING_FEATURED } from "../../../../../worker/common/marketplace-browse";
import type { authRoutes } from "../../../../../worker/features/auth/routes";
import type { marketplaceRoutes } from "../../../../../worker/features/marketplace/routes";
import { type Fetched, useFetchedJson } from "../../../lib/fetched-json";

// Types only: the landing page fetches with plain requests so its first load carries neither the typed client nor
// the query client.
type Marketplace = ReturnType<typeof hc<typeof marketplaceRoutes>>;
type ItemList = InferResponseType<Marketplace["items"]["$get"], 200>;
type RecentReviews = InferResponseType<Marketplace["reviews"]["recent"]["$get"], 200>;
type Auth = ReturnType<typeof hc<typeof authRoutes>>;
type Session = InferResponseType<Auth["me"]["$get"], 200>;
export type FeaturedItem = ItemList["items"][number];
export type Praise = RecentReviews["reviews"][number];

/** The catalogue's featured products (the featured flag), first of the marketplace's featured order. */
export function useFeaturedItems(): FeaturedItem[] | null {
  const list = useFetchedJson<ItemList>(`/api/marketplace/items?sort=featured&pageSize=${LANDING_FEATURED}`);
  if (list.status === "pending") return null;
  return list.status === "success" ? list.data.items.filter((item) => item.featured) : [];
}

/** Buyers' recent four- and five-star reviews, as the landing page's quotes. */
export function useRecentPraise(): Praise[] | null {
  const recent = useFetchedJson<RecentReviews>("/api/marketplace/reviews/recent");
  return recent.status === "success" ? recent.data.reviews : null;
}

/** Whether the visitor is signed in (null until the session check answers), and the language their account chose. */
export function useLandingSession(): { signedIn: boolean | null; accountLanguage: string | null } {
  const session: Fetched<Session> = useFetchedJson<Session>("/api/auth/me");
  if (session.status === "pending") return { signedIn: null, accountLanguage: null };
  const user = session.status === "success" ? session.data.user : null;
  return { signedIn: user !== null, accountLanguage: user?.language ?? null };
}
