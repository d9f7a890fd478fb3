import { lazy, Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { useCurrentUser } from "../lib/current-user";
import { i18n, switchLanguage } from "./i18n";
import { useDocumentTitle } from "./layout/use-document-title";

const LanguageBanner = lazy(() => import("./LanguageBanner"));

/** Wraps every route: tab title and page-view log, the signed-in user's language, and the language banner. */
export function RootLayout() {
  useDocumentTitle();
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user?.language && user.language !== i18n.language) void switchLanguage(user.language);
  }, [user?.language]);
  return (
    <>
      <Suspense fallback={null}>
        <LanguageBanner signedIn={Boolean(user)} accountLanguage={user?.language ?? null} />
      </Suspense>
      <Outlet />
    </>
  );
}
