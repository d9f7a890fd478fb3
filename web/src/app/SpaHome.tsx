import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { BuyerReviews } from "../features/home/BuyerReviews";
import { FeaturedGuides } from "../features/home/FeaturedGuides";
import { HomePage } from "../features/home/HomePage";
import { useCurrentUser } from "../lib/current-user";
import { useNamePage } from "../lib/page-name";

/** Longer addresses are cut in the notice: it names the address, it does not have to show all of it. */
const SHOWN_PATH_CHARS = 80;

/** The landing page when the app itself goes to "/" (a visitor opening "/" gets the light landing entry instead). */
export function SpaHome() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <HomePage signedIn={isPending ? null : Boolean(user)} featured={<FeaturedGuides />} reviews={<BuyerReviews />} />
  );
}

/** An address with no page: the home page, saying so (the worker answered it with a 404 and noindex). */
export function NotFoundHome() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  useNamePage(t("notFound.title"));
  const path = pathname.length > SHOWN_PATH_CHARS ? `${pathname.slice(0, SHOWN_PATH_CHARS)}…` : pathname;
  return (
    <HomePage
      signedIn={isPending ? null : Boolean(user)}
      notice={t("notFound.notice", { path })}
      featured={<FeaturedGuides />}
      reviews={<BuyerReviews />}
    />
  );
}
