import { hc, type InferResponseType } from "hono/client";
import type { marketplaceRoutes } from "../../../../../worker/features/marketplace/routes";
import { apiFetch } from "../../../lib/api-client";

export const marketplaceClient = hc<typeof marketplaceRoutes>("/api/marketplace", { fetch: apiFetch });

export type ItemList = InferResponseType<typeof marketplaceClient.items.$get, 200>;
export type Item = ItemList["items"][number];
export type ItemDetail = InferResponseType<(typeof marketplaceClient.item)[":id"]["$get"], 200>;
export type Receipt = InferResponseType<(typeof marketplaceClient.purchases)[":purchaseId"]["$get"], 200>["receipt"];
export type SearchResponse = InferResponseType<(typeof marketplaceClient)["intelligent-search"]["$post"], 200>;
export type Recommendation = InferResponseType<
  typeof marketplaceClient.recommendations.$post,
  200
>["recommendations"][number];
export type OwnItem = InferResponseType<(typeof marketplaceClient)["my-items"]["$get"], 200>["items"][number];
export type MarketplaceStats = InferResponseType<typeof marketplaceClient.stats.$get, 200>;
export type OwnPurchase = InferResponseType<typeof marketplaceClient.purchases.$get, 200>["purchases"][number];
export type Sale = InferResponseType<typeof marketplaceClient.sales.$get, 200>["sales"][number];
export type SaleStatus = Sale["status"];
export type DiscountCode = InferResponseType<
  (typeof marketplaceClient)["discount-codes"]["$get"],
  200
>["codes"][number];
export type DiscountPreview = InferResponseType<(typeof marketplaceClient.item)[":id"]["discount"]["$get"], 200>;
export type PayoutsOverview = InferResponseType<typeof marketplaceClient.payouts.$get, 200>;
export type PayoutAccount = NonNullable<PayoutsOverview["account"]>;
export type PayoutBalance = PayoutsOverview["balances"][number];
export type Payout = PayoutsOverview["payouts"][number];
export type PayoutStatus = Payout["status"];
