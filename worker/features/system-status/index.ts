export { healthSince, recordHealthCheck } from "./health-log";
export { refreshStatus, refreshStatusSoon, statusHub } from "./hub";
export { recordMaintenance } from "./maintenance";
