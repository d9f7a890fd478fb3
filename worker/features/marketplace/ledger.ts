/** Creators keep 80% of each sale. */
export const CREATOR_SHARE_PERCENT = 80;

/**
 * The creator's share of a sale in whole cents, rounded down: the creator never gets a fraction of a cent more
 * than 80%, and the platform keeps the remainder (so creator share + platform share = price, always).
 */
export function creatorShareCents(priceCents: number): number {
  return Math.floor((priceCents * CREATOR_SHARE_PERCENT) / 100);
}

export function platformShareCents(priceCents: number): number {
  return priceCents - creatorShareCents(priceCents);
}
