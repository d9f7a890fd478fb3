import { MAX_BROWSABLE } from "../../../schema/marketplace-enums";
import { browseParamsOf } from "../../common/marketplace-browse";
import { itemsQueryKey, type PageData, SESSION_QUERY_KEY, STATS_QUERY_KEY } from "../../common/page-data";
import { sessionAnswer } from "../auth";
import { visitorCurrency } from "../global";
import { listAnswer, statsAnswer } from "../marketplace";
import type { PageFill } from "./head";
import { marketplaceContent } from "./marketplace-content";
import { marketplaceText, type PageRequest, pageHref, signInHref } from "./page-request";

/** The longest search the listing takes (as GET /api/marketplace/items). */
const MAX_QUERY_CHARS = 200;

/**
 * What the worker writes into the marketplace's shell for the listing a URL asks for. Null without a build of the app,
 * or for a listing the API would refuse (past the browsable results, an overlong search): the app then says why.
 */
export async function marketplacePage(request: PageRequest, url: URL): Promise<PageFill | null> {
  const params = browseParamsOf(url.searchParams);
  if (params.page * params.pageSize > MAX_BROWSABLE || params.q.trim().length > MAX_QUERY_CHARS) return null;
  const [t, list, stats, local] = await Promise.all([
    marketplaceText(request),
    listAnswer(request.db, { ...params, q: params.q.trim(), lang: request.language }),
    statsAnswer(request.db),
    visitorCurrency(request.db, request.country),
  ]);
  if (!t) return null;
  const content = await marketplaceContent(
    {
      params,
      items: list.items,
      total: list.total,
      stats,
      local,
      highlightId: Number(url.searchParams.get("item")) || null,
      href: (path) => pageHref(request, path),
      signInHref: signInHref(request, `/marketplace${url.search}`),
    },
    t,
    request.language,
  );
  const data: PageData = request.visitor
    ? [
        [SESSION_QUERY_KEY, sessionAnswer(null)],
        [itemsQueryKey(params, request.language), list],
        [STATS_QUERY_KEY, stats],
      ]
    : [];
  return { content: String(content), data };
}
