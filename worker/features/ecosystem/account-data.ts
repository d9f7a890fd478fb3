import { launchedMarkets } from "../../../schema/ecosystem";
import type { AccountData } from "../../account-data";

/** Which admin launched a market: an operator's record, kept pointing at the emptied account. */
export const accountData: AccountData = {
  feature: "ecosystem",
  owns: [launchedMarkets.launchedBy],
  kept: "a launched market keeps its launcher, the emptied account that names no one",
};
