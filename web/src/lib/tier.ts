/** The catalog key of a plan tier's member label ("Free Member", …). */
export function tierLabelKey(tier: string | undefined): string {
  return `tiers.${tier ?? "free"}`;
}
