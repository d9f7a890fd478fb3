import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { usePageName } from "../../lib/page-name";
import { usePageTitle } from "../../lib/page-title";
import { countPageView, recordPageView } from "../../lib/page-view-log";

/** Names the browser tab after the page (or the thing it shows), and logs the view locally once the title is known. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pageTitle = usePageTitle(pathname);
  const title = `${usePageName(pathname) ?? pageTitle} · ${t("appName")}`;
  useEffect(() => {
    document.title = title;
    recordPageView({
      url: pathname + search,
      title,
      timestamp: Date.now(),
      userAgent: navigator.userAgent,
      referrer: document.referrer,
    });
  }, [pathname, search, title]);
  useEffect(() => countPageView(pathname), [pathname]);
}
