/** What other features may use of the platform's settings: whether page views go to Google Analytics. */
export { sendPageView } from "./measurement";
export { readAnalyticsSettings } from "./settings";
