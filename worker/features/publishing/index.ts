/** The feature's public surface for other features. */
export { accountData } from "./account-data";
