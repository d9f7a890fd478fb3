import { outreachSends } from "../../../schema/orchestration";
import type { AccountData } from "../../account-data";

/** Which admin sent an outreach mailing: an operator's record, kept. */
export const accountData: AccountData = {
  feature: "orchestration",
  owns: [outreachSends.sentBy],
  kept: "a mailing keeps its sender, the emptied account that names no one",
};
