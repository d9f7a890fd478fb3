import { Outlet } from "react-router";
import { useDocumentTitle } from "./layout/use-document-title";

/** Wraps every route: keeps the tab title and the local page-view log in step with the location. */
export function RootLayout() {
  useDocumentTitle();
  return <Outlet />;
}
