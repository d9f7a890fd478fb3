/** What other features may use of accounts. */
export { publicAuthor } from "./service";
