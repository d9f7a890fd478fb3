export { runAutomationRules } from "./automation";
export { attributedCampaign, campaignCodeOf } from "./visits";
