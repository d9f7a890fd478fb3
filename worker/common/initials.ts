/**
 * Initials for an avatar: the first letters of a name's first and last words ("Maya Chen" → "MC"), else the first
 * two letters of one word or an address, upper-cased; "U" when there are none.
 */
export function initialsOf(text: string | null | undefined): string {
  const value = (text ?? "").trim();
  const words = value.includes("@") ? [] : value.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length >= 2) {
    const first = words[0]!.match(/\p{L}/u)![0];
    const last = words.at(-1)!.match(/\p{L}/u)![0];
    return `${first}${last}`.toUpperCase();
  }
  const letters = value.match(/\p{L}/gu) ?? [];
  return letters.slice(0, 2).join("").toUpperCase() || "U";
}
