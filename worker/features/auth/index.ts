/** What other features may use of accounts. */

export { hashPassword, verifyPassword } from "./password";
export { publicAuthor } from "./service";
