/** A score of 8 or more is green, 6 or more yellow, below 6 red. */
export function scoreTone(score: number): { text: string; bar: string } {
  if (score >= 8) return { text: "text-emerald-600", bar: "bg-emerald-500" };
  if (score >= 6) return { text: "text-amber-600", bar: "bg-amber-500" };
  return { text: "text-red-600", bar: "bg-red-500" };
}
