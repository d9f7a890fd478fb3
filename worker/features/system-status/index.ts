export { recordHealthCheck } from "./health-log";
export { refreshStatus, refreshStatusSoon } from "./hub";
export { recordMaintenance } from "./maintenance";
export { automatedSystemRoutes, ecosystemStatusRoutes } from "./routes";
