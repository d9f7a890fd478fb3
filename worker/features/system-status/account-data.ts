import { maintenanceRuns } from "../../../schema/system-status";
import type { AccountData } from "../../account-data";

/** Which admin ran a maintenance task: an operator's record, kept. */
export const accountData: AccountData = {
  feature: "system-status",
  owns: [maintenanceRuns.byUserId],
  kept: "a maintenance run keeps who started it, the emptied account that names no one",
};
