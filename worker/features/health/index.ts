export { checkHealth } from "./service";
