import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoading } from "../components/PageLoading";
import { useCurrentUser } from "../lib/current-user";

/** Guarded routes: a visitor goes to /login?next=… and comes back after signing in. */
export function RequireAuth() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageLoading />;
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <Outlet />;
}
