/**
 * A model's draft of a listing's translation, for its creator to review: the listing's fields sent as JSON, the
 * answer read back as JSON of the same shape and held to the same bounds as a saved translation. Nothing is saved.
 */
import { jsonObjectIn } from "../../ai/json-answer";
import type { AiSession } from "../../ai/session";
import { LANGUAGE_NAMES, type PlatformLanguage } from "../../common/languages";
import { ApiError } from "../../http/errors";
import { translatedFields } from "./translation-inputs";
import type { TranslatedFields } from "./translations";

const UNREADABLE = "The model's draft could not be read as a listing. Try again, or write the translation yourself.";

export async function draftTranslation(
  ai: AiSession,
  source: { language: PlatformLanguage | null; fields: TranslatedFields },
  target: PlatformLanguage,
) {
  const from = source.language ? LANGUAGE_NAMES[source.language] : "its language";
  const generated = await ai.generate({
    system: `Translate a product listing from ${from} into ${LANGUAGE_NAMES[target]} for buyers who read ${LANGUAGE_NAMES[target]}. Answer with one JSON object with exactly the keys of the input, every value translated (the keys of "editionNotes" stay as they are). Keep names, numbers and links. No other text.`,
    prompt: JSON.stringify(source.fields),
    maxOutputTokens: 4000,
  });
  if (!generated)
    throw new ApiError(
      503,
      "ai_unavailable",
      "Drafting a translation needs an AI engine: configure Workers AI or an OpenAI-compatible server (AI_BASE_URL).",
    );
  const parsed = translatedFields.safeParse(jsonObjectIn(generated.text));
  if (!parsed.success) throw new ApiError(502, "ai_unavailable", UNREADABLE);
  return { draft: parsed.data, engine: generated.engine, model: generated.model, language: target };
}
