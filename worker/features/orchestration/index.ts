export { orchestrationRoutes } from "./routes";
