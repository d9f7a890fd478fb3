/** What other features may use of pricing: the plans priced in a currency (the public pricing page). */

export { accountData } from "./account-data";
export { pricePlans } from "./service";
