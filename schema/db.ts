import { drizzle } from "drizzle-orm/d1";
import * as activity from "./activity";
import * as ai from "./ai";
import * as analytics from "./analytics";
import * as auth from "./auth";
import * as collaborative from "./collaborative";
import * as edgeCache from "./edge-cache";
import * as global from "./global";
import * as hiring from "./hiring";
import * as literary from "./literary";
import * as marketplace from "./marketplace";
import * as pricing from "./pricing";
import * as publishing from "./publishing";
import * as ratelimit from "./ratelimit";

export const schema = {
  ...activity,
  ...ai,
  ...analytics,
  ...auth,
  ...collaborative,
  ...global,
  ...hiring,
  ...literary,
  ...marketplace,
  ...pricing,
  ...publishing,
  ...edgeCache,
  ...ratelimit,
};

export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDatabase>;
