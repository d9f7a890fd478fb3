import { outreachRecipients, platformSettings } from "../../../schema/admin";
import type { AccountData } from "../../account-data";

/** Which admin changed a setting or added an outreach recipient: operators' records, kept. */
export const accountData: AccountData = {
  feature: "admin",
  owns: [platformSettings.updatedBy, outreachRecipients.addedBy],
  kept: "settings and recipients keep the admin who set them, the emptied account that names no one",
};
