export { voiceRoutes } from "./routes";
