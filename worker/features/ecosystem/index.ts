export { accountData } from "./account-data";
export { activeMarkets } from "./markets";
