import { useNavigate, useRouteError } from "react-router";
import { ErrorFallback } from "./ErrorFallback";

/** The router's error screen (a page that failed to load or render outside a page boundary). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  console.error("Route failed", error);
  return <ErrorFallback onRetry={() => navigate(0)} />;
}
