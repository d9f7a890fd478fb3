import { textEngines } from "../../ai/engines";
import { AiSession } from "../../ai/session";
import type { Env } from "../../env";
import type { Suggestion } from "./overview";

/** What each suggestion is for, as the model is told (the page words them in the reader's language). */
const MEANING: Record<Suggestion["id"], string> = {
  "verify-email": "confirm the account's e-mail address",
  "complete-profile": "add a name and skills to the public profile",
  "first-work": "write a first work in the Literary Studio",
  "list-work": "list a written work on the marketplace",
  "share-product": "share product links (no product page views in 30 days)",
  "connect-payouts": "connect a payout account to receive earnings",
  "lower-detection": "rewrite texts again: they still read as AI-written",
};

/**
 * Orders the rules' suggestions with a language model when one is configured, from the account's counts only (no
 * names, no text): the model can reorder them, never add one. Without a model, or when it answers nonsense, the
 * rules' order stands and the answer says so.
 */
export async function rankSuggestions(env: Env, facts: Record<string, unknown>, suggestions: Suggestion[]) {
  const ai = new AiSession(textEngines(env, "fast"));
  if (suggestions.length < 2 || !ai.available) return { suggestions, engine: "rules" as const, model: null };
  const generated = await ai.generate({
    system:
      "You help a writer who sells guides decide what to do next. Given facts about their account and candidate next steps, answer with the step ids in the order that will help them most, comma-separated, and nothing else.",
    prompt: `Facts: ${JSON.stringify(facts)}\nSteps:\n${suggestions.map((s) => `${s.id}: ${MEANING[s.id]}`).join("\n")}`,
    maxOutputTokens: 60,
  });
  if (!generated) return { suggestions, engine: "rules" as const, model: null };
  const named = generated.text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
  const ranked = [...new Set(named)]
    .map((id) => suggestions.find((suggestion) => suggestion.id === id))
    .filter((suggestion): suggestion is Suggestion => suggestion !== undefined);
  const rest = suggestions.filter((suggestion) => !ranked.includes(suggestion));
  return { suggestions: [...ranked, ...rest], engine: generated.engine, model: generated.model };
}
