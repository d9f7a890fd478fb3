export { accountData } from "./account-data";
export { runAutomationRules } from "./automation";
export { attributedCampaign, campaignCodeOf } from "./visits";
