import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { browseParamsOf } from "../../../../worker/common/marketplace-browse";

/**
 * The data a prerendered public page's first paint needs, put in the query cache before the page shows, so the app
 * replaces the prerendered page with the same page, not with a spinner.
 */
export function createPageDataLoaders(queryClient: QueryClient): {
  product: LoaderFunction;
  marketplace: LoaderFunction;
} {
  return {
    product: async ({ params }) => {
      const { itemQuery } = await import("../../features/marketplace/api/catalogue-queries");
      // One try: a failure shows on the page, which asks again itself, rather than holding the navigation up.
      const { i18n } = await import("../i18n");
      await queryClient.prefetchQuery({ ...itemQuery(params.id ?? params.slug ?? "", i18n.language), retry: false });
      return null;
    },
    marketplace: async ({ request }) => {
      const { itemsQuery, statsQuery } = await import("../../features/marketplace/api/catalogue-queries");
      const { i18n } = await import("../i18n");
      const params = browseParamsOf(new URL(request.url).searchParams);
      await Promise.all([
        queryClient.prefetchQuery({ ...itemsQuery(params, i18n.language), retry: false }),
        queryClient.prefetchQuery({ ...statsQuery, retry: false }),
      ]);
      return null;
    },
  };
}
