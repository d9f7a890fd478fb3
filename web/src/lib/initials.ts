/** The first two letters of a name or an address, upper-cased, or "U" when there are none. */
export function initialsOf(text: string | null | undefined): string {
  const letters = (text ?? "").match(/\p{L}/gu) ?? [];
  return letters.slice(0, 2).join("").toUpperCase() || "U";
}
