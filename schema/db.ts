import { drizzle } from "drizzle-orm/d1";
import * as activity from "./activity";
import * as admin from "./admin";
import * as ai from "./ai";
import * as analytics from "./analytics";
import * as auth from "./auth";
import * as collaborative from "./collaborative";
import * as ecosystem from "./ecosystem";
import * as edgeCache from "./edge-cache";
import * as global from "./global";
import * as hiring from "./hiring";
import * as literary from "./literary";
import * as marketing from "./marketing";
import * as marketplace from "./marketplace";
import * as orchestration from "./orchestration";
import * as pricing from "./pricing";
import * as publishing from "./publishing";
import * as quality from "./quality";
import * as ratelimit from "./ratelimit";
import * as systemStatus from "./system-status";
import * as voice from "./voice";

export const schema = {
  ...activity,
  ...admin,
  ...ai,
  ...analytics,
  ...auth,
  ...collaborative,
  ...ecosystem,
  ...global,
  ...hiring,
  ...literary,
  ...marketing,
  ...marketplace,
  ...orchestration,
  ...pricing,
  ...publishing,
  ...quality,
  ...edgeCache,
  ...ratelimit,
  ...systemStatus,
  ...voice,
};

/** The database, on D1 itself or on a Sessions API session of it (read replicas; see worker/http/database-session). */
export function createDatabase(d1: D1Database | D1DatabaseSession) {
  // drizzle's D1 driver calls only prepare() and batch(), which a session has as well.
  return drizzle(d1 as D1Database, { schema });
}

export type Database = ReturnType<typeof createDatabase>;
