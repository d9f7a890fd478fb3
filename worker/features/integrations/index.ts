export { exportRoutes, integrationRoutes, researchRoutes } from "./routes";
