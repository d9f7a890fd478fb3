import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { chapters, works } from "../../../schema/literary";
import { products } from "../../../schema/marketplace";
import { OFFLINE_MODEL } from "../../ai/engines";
import type { AiSession } from "../../ai/session";
import { searchMatch } from "../marketplace";

/** Sources one answer cites at most: the best marketplace products and the best passages of the user's own works. */
const PRODUCTS_CITED = 4;
const WORKS_CITED = 3;
/** Chapters of the user's own work read for one question: enough for a shelf of books, bounded for a huge one. */
const CHAPTERS_SCANNED = 200;
const EXCERPT_CHARS = 400;
const MAX_TERMS = 8;

export interface Citation {
  /** The number the research text cites it by: [1], [2] … */
  n: number;
  kind: "product" | "work";
  id: string;
  title: string;
  url: string;
  excerpt: string;
}

const termsOf = (topic: string) =>
  [...new Set(topic.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, MAX_TERMS);

/** How many of the topic's words a text holds (each counted once). */
const relevance = (text: string, terms: string[]) => {
  const lower = text.toLowerCase();
  return terms.filter((term) => lower.includes(term)).length;
};

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });

/** The two sentences of a text that hold the most of the topic's words (the longer one on a tie), in their order, clipped. */
function bestSentences(text: string, terms: string[]): string {
  const sentences = [...sentenceSegmenter.segment(text.slice(0, 20_000))]
    .map((part, index) => ({ text: part.segment.trim(), index }))
    .filter((sentence) => sentence.text);
  const chosen = [...sentences]
    .sort((a, b) => relevance(b.text, terms) - relevance(a.text, terms) || b.text.length - a.text.length)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text)
    .join(" ");
  return chosen.length <= EXCERPT_CHARS ? chosen : `${chosen.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

/** Published products the full-text index matches, best first. */
async function productSources(db: Database, topic: string, terms: string[]) {
  const match = await searchMatch(db, topic, "any");
  if (!match) return [];
  const ranked = await db.all<{ id: number }>(
    sql`SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ${match.widened} ORDER BY bm25(products_fts) LIMIT 20`,
  );
  if (ranked.length === 0) return [];
  const rows = await db
    .select({ id: products.id, title: products.title, description: products.description })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          ranked.map((row) => row.id),
        ),
        eq(products.status, "published"),
      ),
    );
  const order = new Map(ranked.map((row, index) => [row.id, index]));
  return rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .slice(0, PRODUCTS_CITED)
    .map((row) => ({
      kind: "product" as const,
      id: String(row.id),
      title: row.title,
      url: `/product/${row.id}`,
      excerpt: bestSentences(row.description, terms),
    }));
}

/** The user's own chapters that mention the topic, the most relevant first. */
async function workSources(db: Database, userId: string, terms: string[]) {
  if (terms.length === 0) return [];
  const mentions = terms.map(
    (term) => sql`instr(lower(${chapters.body}), ${term}) > 0 OR instr(lower(${chapters.title}), ${term}) > 0`,
  );
  const rows = await db
    .select({ workId: works.id, workTitle: works.title, title: chapters.title, body: chapters.body })
    .from(chapters)
    .innerJoin(works, eq(works.id, chapters.workId))
    .where(and(eq(works.userId, userId), or(...mentions)))
    .orderBy(desc(works.createdAt))
    .limit(CHAPTERS_SCANNED);
  return rows
    .map((row) => ({ row, score: relevance(`${row.title} ${row.body}`, terms) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, WORKS_CITED)
    .map(({ row }) => ({
      kind: "work" as const,
      id: row.workId,
      title: `${row.workTitle}: ${row.title}`,
      url: `/literary?work=${row.workId}`,
      excerpt: bestSentences(row.body, terms),
    }));
}

/** Drops citation marks that name no source, so the text never cites something that does not exist. */
const keepRealCitations = (text: string, count: number) =>
  text.replace(/\[(\d{1,3})\]/g, (mark, n: string) => (Number(n) >= 1 && Number(n) <= count ? mark : ""));

/**
 * Research on a topic from the platform's own corpus: marketplace products (full-text search) and the user's own
 * works. A language model, when one answers, summarizes the excerpts and cites them by number; offline, the answer
 * is the excerpts themselves, each cited. Every citation points to a real item.
 */
export async function research(db: Database, ai: AiSession, userId: string, topic: string, contentType: string) {
  const terms = termsOf(topic);
  const found = [...(await productSources(db, topic, terms)), ...(await workSources(db, userId, terms))];
  const citations: Citation[] = found.map((source, index) => ({ n: index + 1, ...source }));
  if (citations.length === 0) {
    return {
      research: `Nothing on this platform covers “${topic}” yet: no marketplace product and none of your works mention it.`,
      citations,
      engine: "offline" as const,
      model: OFFLINE_MODEL,
    };
  }
  const sources = citations.map((c) => `[${c.n}] ${c.title}: ${c.excerpt}`).join("\n");
  const generated = ai.available
    ? await ai.generate({
        system: `Write a short ${contentType} (at most 250 words) on the topic from the numbered sources only. Cite each claim with the source's number in brackets, like [1]. Do not add facts, figures or sources that are not given.`,
        prompt: `Topic: ${topic}\n\nSources:\n${sources}`,
        maxOutputTokens: 600,
      })
    : null;
  const text = generated
    ? keepRealCitations(generated.text, citations.length)
    : [
        `# ${topic}`,
        "",
        `What this platform's ${citations.length === 1 ? "source says" : `${citations.length} sources say`}:`,
        "",
        ...citations.map((c) => `- ${c.excerpt} [${c.n}]`),
      ].join("\n");
  return {
    research: text,
    citations,
    engine: generated?.engine ?? ("offline" as const),
    model: generated?.model ?? OFFLINE_MODEL,
  };
}
