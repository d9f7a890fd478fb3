/** A comma as the languages type one: Latin ",", Arabic "،", Chinese and Japanese "，" and "、". */
export const COMMA = /[,،，、]/;

/** A typed list ("budget, burnout" or "ميزانية، إرهاق"): split on any language's comma, trimmed, empty ones dropped. */
export function commaList(typed: string): string[] {
  return typed
    .split(COMMA)
    .map((item) => item.trim())
    .filter(Boolean);
}
