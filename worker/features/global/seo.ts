import { countWords, splitParagraphs } from "../../text/counts";
import { scoreReadability } from "../../text/readability";
import {
  FACTORY_CONTENT_TYPES,
  FACTORY_MARKETS,
  type FactoryContentType,
  type FactoryMarket,
} from "./shared/global-content";

export interface SeoScore {
  score: number;
  checks: { name: string; points: number; max: number }[];
}

function lower(text: string): string {
  return text.toLowerCase();
}

/**
 * An SEO score out of 100 computed from the content itself: the main keyword in the title (20), in headings (15)
 * and in the first paragraph (15); keyword density between 0.5% and 2.5% (15); a meta description of 120-160
 * characters (15); at least three second-level headings (10); readability (Flesch 50+, English only: other languages
 * get the 10) (10).
 */
export function scoreSeo(input: {
  title: string;
  content: string;
  metaDescription: string;
  keywords: string[];
}): SeoScore {
  const keyword = lower(input.keywords[0] ?? "");
  const headings = input.content.split("\n").filter((line) => /^#{2,3}\s/.test(line));
  const firstParagraph = splitParagraphs(input.content).find((p) => !p.startsWith("#")) ?? "";
  const words = countWords(input.content);
  const keywordWords = keyword.split(/\s+/).filter(Boolean).length || 1;
  const occurrences = keyword ? lower(input.content).split(keyword).length - 1 : 0;
  const density = words ? ((occurrences * keywordWords) / words) * 100 : 0;
  const metaLength = input.metaDescription.length;
  const ease = scoreReadability(input.content).readingEase;
  const checks = [
    { name: "Keyword in title", points: keyword && lower(input.title).includes(keyword) ? 20 : 0, max: 20 },
    {
      name: "Keyword in headings",
      points: keyword && headings.some((h) => lower(h).includes(keyword)) ? 15 : 0,
      max: 15,
    },
    {
      name: "Keyword in first paragraph",
      points: keyword && lower(firstParagraph).includes(keyword) ? 15 : 0,
      max: 15,
    },
    { name: "Keyword density 0.5-2.5%", points: density >= 0.5 && density <= 2.5 ? 15 : density > 0 ? 7 : 0, max: 15 },
    {
      name: "Meta description 120-160 characters",
      points: metaLength >= 120 && metaLength <= 160 ? 15 : metaLength >= 70 ? 7 : 0,
      max: 15,
    },
    { name: "Heading structure", points: headings.length >= 3 ? 10 : headings.length * 3, max: 10 },
    // By the language's own reading-ease formula; a language without one is not marked down for a score it lacks.
    {
      name: "Readability",
      points: ease === null || ease.score >= ease.plain - 10 ? 10 : ease.score >= ease.plain - 30 ? 5 : 0,
      max: 10,
    },
  ];
  return { score: checks.reduce((sum, check) => sum + check.points, 0), checks };
}

/** The SEO value label: Diamond at 90+, Platinum at 85+, Gold at 80+, otherwise High. */
export function seoValueLabel(score: number): "Diamond" | "Platinum" | "Gold" | "High" {
  if (score >= 90) return "Diamond";
  if (score >= 85) return "Platinum";
  if (score >= 80) return "Gold";
  return "High";
}

/** The offline engine's draft: a structured outline with headings, FAQ and a meta description, from the inputs only. */
export function seoOutline(input: {
  market: FactoryMarket;
  contentType: FactoryContentType;
  industry: string;
  topic: string;
  keywords: string[];
}) {
  const market = FACTORY_MARKETS[input.market]?.name ?? input.market;
  const type = FACTORY_CONTENT_TYPES[input.contentType]?.label ?? input.contentType;
  const main = input.keywords[0] ?? input.topic.toLowerCase();
  const industry = input.industry.replace("-", " ");
  const title = `${input.topic}: ${type} for ${industry} in ${market}`;
  const meta =
    `${input.topic} for ${industry} teams in ${market}: what matters, what to do first, and answers to common questions about ${main}.`.slice(
      0,
      160,
    );
  const sections = [
    `## Why ${main} matters for ${industry} in ${market}`,
    `_Outline from the offline engine: write 2-3 paragraphs here on the situation in ${market}, with local examples._`,
    `## Key facts about ${main}`,
    input.keywords.length > 1
      ? input.keywords
          .slice(1)
          .map((k) => `- ${k}: what it means for readers in ${market}`)
          .join("\n")
      : `- The three facts about ${main} your readers ask for first`,
    `## How to get started with ${main}`,
    "1. Where readers stand today\n2. The first practical step\n3. How to measure progress",
    `## Frequently asked questions about ${main}`,
    `**What is ${main}?**\n\n_Answer in two sentences._\n\n**How long does ${main} take for a ${industry} team?**\n\n_Answer with a realistic range._\n\n**What does ${main} cost in ${market}?**\n\n_Answer in the local currency._`,
  ];
  const content = [
    `# ${title}`,
    `${input.topic} is a practical question for ${industry} teams in ${market}. This ${type.toLowerCase()} covers ${main} step by step.`,
    ...sections,
  ].join("\n\n");
  return { title, content, metaDescription: meta };
}
