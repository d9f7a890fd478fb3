/** What other features may use of the marketplace: listing a product for sale. */

export { accountData } from "./account-data";
export { refreshBestsellers } from "./bestsellers";
export {
  type Card,
  type Item,
  marketplaceStats,
  statsAnswer,
  toItem,
} from "./catalog";
export { sendEditionNotices, sendEditionNoticesSoon, updateEmailChoices } from "./edition-notices";
export { type Edition, listEditions } from "./edition-reads";
export { editionText, keepFirstEditionChapters, publishEdition } from "./editions";
export { findItem, itemAnswer, translationsOfItem } from "./item-reads";
export { listAnswer } from "./listing-reads";
export { createListing, updateListing } from "./listings";
export { type Praise, recentPraise, reviewsAnswer } from "./reviews";
export { reindexProducts, searchColumns } from "./search-index";
export { searchMatch } from "./search-match";
export { publishedSlugs } from "./sitemap-reads";
export {
  itemIn,
  type ListingLanguages,
  originalLanguage,
  translationsByCreator,
} from "./translation-reads";
