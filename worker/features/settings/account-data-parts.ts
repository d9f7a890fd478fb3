import type { AccountData } from "../../account-data";
import { accountData as activity } from "../../activity/account-data";
import { accountData as ai } from "../../ai/account-data";
import { accountData as admin } from "../admin";
import { accountData as auth } from "../auth";
import { accountData as collaborative } from "../collaborative";
import { accountData as ecosystem } from "../ecosystem";
import { accountData as global } from "../global";
import { accountData as hiring } from "../hiring";
import { accountData as literary } from "../literary";
import { accountData as marketing } from "../marketing";
import { accountData as marketplace } from "../marketplace";
import { accountData as orchestration } from "../orchestration";
import { accountData as pricing } from "../pricing";
import { accountData as publishing } from "../publishing";
import { accountData as quality } from "../quality";
import { accountData as systemStatus } from "../system-status";
import { accountData as voice } from "../voice";

/**
 * Every feature's part of an account, in the order the export writes its files and the deletion runs its checks.
 * The account itself (auth) comes first in the export and last in the deletion's batch, where its row is emptied.
 */
export const ACCOUNT_DATA: readonly AccountData[] = [
  auth,
  literary,
  publishing,
  marketplace,
  pricing,
  collaborative,
  global,
  hiring,
  voice,
  quality,
  marketing,
  activity,
  ai,
  ecosystem,
  admin,
  orchestration,
  systemStatus,
];
