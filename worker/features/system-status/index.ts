export { accountData } from "./account-data";
export { healthSince, recordHealthCheck } from "./health-log";
export { currentStatus, refreshStatus, refreshStatusSoon, statusFor, statusHub } from "./hub";
export { recordMaintenance } from "./maintenance";
