export { activeMarkets } from "./markets";
export { ecosystemRoutes } from "./routes";
