/** What other features may use of accounts. */

export { accountData } from "./account-data";
export { confirmEmailChange, requestEmailChange, undoEmailChange } from "./email-change";
export { closeLiveSockets } from "./live-sockets";
export { hashPassword, verifyPassword } from "./password";
export { confirmPassword, publicAuthor, sessionAnswer, toProfile } from "./service";
export { retireLinks } from "./verification";
