import { HomePage } from "../features/home/HomePage";
import { useCurrentUser } from "../lib/current-user";

/** The landing page when the app itself goes to "/" (a visitor opening "/" gets the light landing entry instead). */
export function SpaHome() {
  const { data: user, isPending } = useCurrentUser();
  return <HomePage signedIn={isPending ? null : Boolean(user)} />;
}
