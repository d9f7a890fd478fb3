import { useQuery } from "@tanstack/react-query";
import type { hc, InferResponseType } from "hono/client";
import { LOCALE_QUERY_KEY } from "../../../worker/common/page-data";
import type { globalRoutes } from "../../../worker/features/global/routes";
import { apiFetch } from "./api-client";

type GlobalClient = ReturnType<typeof hc<typeof globalRoutes>>;

/** The language and currency the request suggests (browser languages, country), with the reasons' inputs. */
export type LocaleSuggestion = InferResponseType<GlobalClient["locale"]["$get"], 200>;

const LOCALE_KEY = LOCALE_QUERY_KEY;

/**
 * Used by the language banner and the pricing page's default currency; asked for once per visit. The banner is part
 * of the first page, which loads no hono/client (about 1.5 KB gzip), so this one read uses apiFetch, typed from the
 * route; changing the account's language (account-language.ts) loads the typed client when the user acts.
 */
export function useLocaleSuggestion() {
  return useQuery({
    queryKey: LOCALE_KEY,
    queryFn: async () => (await (await apiFetch("/api/global/locale")).json()) as LocaleSuggestion,
  });
}
