/**
 * The marketplace's hooks, one file per concern beside this one. This path stays for the pages and components that
 * import from it; new code imports the concern's file.
 */
export {
  itemQuery,
  itemsQuery,
  type ListParams,
  statsQuery,
  useIntelligentSearch,
  useItem,
  useItems,
  useMarketplaceStats,
  useRecommendations,
} from "./catalogue-queries";
export {
  type NewDiscountCode,
  useCreateDiscountCode,
  useDeleteDiscountCode,
  useDiscountCodes,
} from "./discount-code-queries";
export { useCreateListing, useOwnItems, useUpdateListing } from "./listing-queries";
export { useConnectPayouts, usePayouts } from "./payout-queries";
export { useCheckDiscountCode, useOwnPurchases, usePurchase, useReceipt } from "./purchase-queries";
export { type ProductReview, type ReviewPage, useReplyToReview, useReview, useReviews } from "./review-queries";
export { useRefundSale, useSales } from "./sales-queries";
