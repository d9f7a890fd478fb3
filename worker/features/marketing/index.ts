export { runAutomationRules } from "./automation";
export { marketingRoutes } from "./routes";
