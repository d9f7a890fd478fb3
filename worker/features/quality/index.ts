export { qualityRoutes } from "./routes";
