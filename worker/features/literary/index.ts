/** What other features may use of the Literary Studio: works, their outline, price and book files. */

export { accountData } from "./account-data";
export { type BookSource, manuscriptHtml, workEpub } from "./book";
export { listWorkInMarketplace } from "./listing";
export { buildOutline } from "./outline";
export { suggestPrice } from "./pricing";
export { getWork, requireWrittenChapters, saveNewWork } from "./works";
