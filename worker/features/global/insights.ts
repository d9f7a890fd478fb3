import type { AiSession } from "../../ai/session";
import { ApiError } from "../../http/errors";
import { MARKET_KNOWLEDGE } from "./market-knowledge";

/**
 * What a translation into a language should respect and how to market it there (the answer's culturalNotes and
 * marketingOptimization), from the curated knowledge table; empty for a language the table does not cover.
 */
export function translationNotes(targetLanguage: string): { culturalNotes: string[]; marketingOptimization: string[] } {
  const market = MARKET_KNOWLEDGE[targetLanguage];
  if (!market) return { culturalNotes: [], marketingOptimization: [] };
  return {
    culturalNotes: [market.formality, ...market.culturalNotes],
    marketingOptimization: [...market.marketingTips, `Where people find content: ${market.platforms}`],
  };
}

/**
 * Cultural notes, marketing tips and business opportunities for the target market, from the curated knowledge
 * table; a language model, when one answers, adds tips specific to the content type.
 */
export async function marketInsights(
  ai: AiSession,
  input: { sourceLanguage: string; targetLanguage: string; contentType: string },
) {
  const market = MARKET_KNOWLEDGE[input.targetLanguage];
  if (!market) throw new ApiError(400, "invalid_input", "Choose one of the 12 supported target languages.");
  const insights = [
    market.formality,
    `Dates: ${market.dateFormat}. Numbers: ${market.numberFormat}. Currency: ${market.currency}.`,
    ...market.culturalNotes,
  ];
  const marketingTips = [
    ...market.marketingTips,
    `Payments: ${market.paymentHabits}`,
    `Seasons: ${market.seasons}`,
    `Where people find content: ${market.platforms}`,
  ];
  const sharpened = ai.available
    ? await ai.generate({
        system: `You advise creators selling a ${input.contentType.replace("_", " ")} in ${market.market}. Give exactly two short, concrete marketing tips, one per line, no numbering. Use only well-established facts.`,
        prompt: `Known facts:\n${[...insights, ...marketingTips].join("\n")}`,
        maxOutputTokens: 160,
      })
    : null;
  const extra =
    sharpened?.text
      .split("\n")
      .map((line) => line.replace(/^[-*\d.)\s]+/, "").trim())
      .filter(Boolean)
      .slice(0, 2) ?? [];
  return {
    success: true,
    market: market.market,
    insights,
    marketingTips: [...extra, ...marketingTips],
    businessOpportunities: market.businessOpportunities,
    engine: sharpened?.engine ?? ("offline" as const),
    model: sharpened?.model ?? "market-knowledge-table",
  };
}
