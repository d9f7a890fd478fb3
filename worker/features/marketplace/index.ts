/** What other features may use of the marketplace: listing a product for sale. */
export { createListing } from "./listings";
