export { runAutomationRules } from "./automation";
export { marketingRoutes } from "./routes";
export { attributedCampaign, campaignCodeOf } from "./visits";
