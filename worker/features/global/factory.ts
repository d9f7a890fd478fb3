import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { OFFLINE_MODEL } from "../../ai/engines";
import type { AiSession } from "../../ai/session";
import { countWords } from "../../text/counts";
import { scoreSeo, seoOutline, seoValueLabel } from "./seo";
import {
  FACTORY_CONTENT_TYPES,
  FACTORY_MARKETS,
  type FactoryContentType,
  type FactoryMarket,
} from "./shared/global-content";

/**
 * Real sales (test-mode orders moved no money) per factory market; zero where none. An admin sees the platform's,
 * anyone else only their own products' sales: the platform's business figures are not every member's.
 */
export async function revenueByMarket(db: Database, viewer: { id: string; role: string }) {
  const conditions = [eq(purchases.status, "paid"), eq(purchases.testMode, false), isNotNull(purchases.country)];
  if (viewer.role !== "admin") conditions.push(eq(products.creatorId, viewer.id));
  const rows = await db
    .select({
      country: purchases.country,
      cents: sql<number>`sum(${purchases.priceCents})`,
      sales: sql<number>`count(*)`,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(and(...conditions))
    .groupBy(purchases.country);
  const byCountry = new Map(rows.map((row) => [row.country!, row]));
  return Object.entries(FACTORY_MARKETS).map(([code, market]) => ({
    market: code,
    name: market.name,
    language: market.language,
    revenueCents: Number(byCountry.get(code)?.cents ?? 0),
    sales: Number(byCountry.get(code)?.sales ?? 0),
  }));
}

export interface FactoryRequest {
  market: FactoryMarket;
  contentType: FactoryContentType;
  industry: string;
  topic: string;
  keywords: string[];
}

/**
 * SEO content for a market: prose from a language model when one answers, else the offline outline; scored from
 * the text. Beside it, what the member has really sold in that market. Reach and conversion are not estimated: the
 * platform counts no visits or sales of a text it has not published, and a range scaled by a score would be invented.
 */
export async function generateGlobalContent(
  ai: AiSession,
  request: FactoryRequest,
  sales: { db: Database; viewer: { id: string; role: string } },
) {
  const keywords = request.keywords.length ? request.keywords : [request.topic.toLowerCase()];
  const outline = seoOutline({ ...request, keywords });
  const market = FACTORY_MARKETS[request.market]!;
  const generated = ai.available
    ? await ai.generate({
        system: `Write a ${FACTORY_CONTENT_TYPES[request.contentType]!.label.toLowerCase()} for ${request.industry} readers in ${market.name}, in the language with ISO code "${market.language}". Markdown with a # title, at least three ## headings and a FAQ. Use the main keyword "${keywords[0]}" in the title, a heading and the first paragraph. About 900 words. Answer with the article only.`,
        prompt: `Topic: ${request.topic}\nKeywords: ${keywords.join(", ")}\nStructure to follow:\n${outline.content}`,
        maxOutputTokens: 2000,
      })
    : null;
  const content = generated?.text ?? outline.content;
  const title = content.match(/^#\s+(.+)$/m)?.[1] ?? outline.title;
  const seo = scoreSeo({ title, content, metaDescription: outline.metaDescription, keywords });
  const inMarket = (await revenueByMarket(sales.db, { ...sales.viewer, role: "member" })).find(
    (row) => row.market === request.market,
  );
  return {
    success: true,
    message: generated
      ? `Written by ${generated.model}.`
      : "The offline engine wrote a structured outline with headings, FAQ and meta description for you to complete.",
    engine: generated?.engine ?? ("offline" as const),
    model: generated?.model ?? OFFLINE_MODEL,
    content: {
      title,
      market: request.market,
      language: market.language,
      contentType: request.contentType,
      seoScore: seo.score,
      seoChecks: seo.checks,
      valueLabel: seoValueLabel(seo.score),
      /** The member's own real sales in the market so far (test-mode orders moved no money and are not counted). */
      marketSales: { revenueCents: inMarket?.revenueCents ?? 0, sales: inMarket?.sales ?? 0 },
      wordCount: countWords(content),
      content,
      metaDescription: outline.metaDescription,
      keywords,
    },
  };
}
