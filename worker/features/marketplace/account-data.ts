import {
  creatorLedger,
  discountCodes,
  productReviews,
  products,
  productViews,
  purchases,
} from "../../../schema/marketplace";
import { editionNotices, updateOptOuts } from "../../../schema/marketplace-editions";
import { payoutAccounts, payouts } from "../../../schema/marketplace-payouts";
import type { AccountData } from "../../account-data";
import { beforeMarketplaceDeletion, marketplaceDeletion } from "./account-deletion";
import { exportMarketplace, MARKETPLACE_README } from "./account-export";

/** The marketplace's part of an account: what the member sells and earned, bought, reviewed and chose. */
export const accountData: AccountData = {
  feature: "marketplace",
  owns: [
    products.creatorId,
    discountCodes.creatorId,
    purchases.buyerId,
    creatorLedger.creatorId,
    payouts.creatorId,
    payoutAccounts.userId,
    productReviews.userId,
    productViews.userId,
    editionNotices.userId,
    updateOptOuts.userId,
  ],
  kept: "bought products, purchases, the ledger and payouts keep their amounts, by the emptied account",
  readme: MARKETPLACE_README,
  exportTo: exportMarketplace,
  beforeDeletion: beforeMarketplaceDeletion,
  deletion: marketplaceDeletion,
};
