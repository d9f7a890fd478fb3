export { activeMarkets } from "./markets";
