import { browseParamsOf, LANDING_FEATURED } from "../../common/marketplace-browse";
import { listAnswer, recentPraise } from "../marketplace";
import type { PageFill } from "./head";
import { featuredSection, reviewsSection } from "./landing-content";
import { homeText, type PageRequest, pageHref } from "./page-request";

/**
 * What the worker writes into the prerendered landing page: its featured products and buyers' quotes, the parts of it
 * that come from the data. Null without a build of the app, or when the data cannot be read: the front door still
 * opens, without those parts.
 */
export async function landingPage(request: PageRequest): Promise<PageFill | null> {
  try {
    return await landingParts(request);
  } catch (error) {
    console.error("The landing page's featured products and quotes could not be read:", error);
    return null;
  }
}

async function landingParts(request: PageRequest): Promise<PageFill | null> {
  const [t, list, praise] = await Promise.all([
    homeText(request),
    listAnswer(request.db, { ...browseParamsOf(new URLSearchParams()), pageSize: LANDING_FEATURED }),
    recentPraise(request.db),
  ]);
  if (!t) return null;
  const href = (path: string) => pageHref(request, path);
  const featured = list.items.filter((item) => item.featured);
  return {
    parts: {
      featured: String(await featuredSection(featured, t, request.language, href)),
      reviews: String(await reviewsSection(praise, t, href)),
    },
    data: [],
  };
}
