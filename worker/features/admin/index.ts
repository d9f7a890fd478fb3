/** What other features may use of the platform's settings: whether page views go to Google Analytics, and who outreach may write to. */

export { accountData } from "./account-data";
export { sendPageView } from "./measurement";
export { readOutreachRecipients } from "./outreach-recipients";
export { readAnalyticsSettings } from "./settings";
