import type { Database } from "../../../schema/db";
import { launchedMarkets } from "../../../schema/ecosystem";
import { BASE_MARKETS, type CampaignMarket, EXPANSION_MARKETS } from "../../../schema/marketing-enums";

/** The platform's active markets: the base markets, then the ones admins launched, in the order they were added. */
export async function activeMarkets(db: Database): Promise<CampaignMarket[]> {
  const launched = await db
    .select({ code: launchedMarkets.code })
    .from(launchedMarkets)
    .orderBy(launchedMarkets.launchedAt);
  const known = new Set<string>(EXPANSION_MARKETS);
  return [
    ...new Set<CampaignMarket>([
      ...BASE_MARKETS,
      ...launched.map((row) => row.code).filter((code): code is CampaignMarket => known.has(code)),
    ]),
  ];
}

/** Adds the expansion markets that are not active yet; returns the ones added and the new total. */
export async function launchMarkets(
  db: Database,
  markets: readonly CampaignMarket[],
  byUserId: string,
  now = Date.now(),
) {
  const before = await activeMarkets(db);
  const added = markets.filter((market) => !before.includes(market));
  const [first, ...rest] = added.map((code) =>
    db.insert(launchedMarkets).values({ code, launchedAt: now, launchedBy: byUserId }).onConflictDoNothing(),
  );
  if (first) await db.batch([first, ...rest]);
  return { added, totalMarkets: (await activeMarkets(db)).length };
}
