/** What other features may use of the marketplace: listing a product for sale. */

export { refreshBestsellers } from "./bestsellers";
export { createListing } from "./listings";
