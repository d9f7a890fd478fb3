import { eq } from "drizzle-orm";
import { platformSettings } from "../../../schema/admin";
import type { Database } from "../../../schema/db";

/** A Google Analytics 4 measurement ID: "G-" and letters or digits. */
export const GA_TRACKING_ID = /^G-[A-Z0-9]{4,20}$/;
export const GA_TRACKING_ID_MESSAGE = "Invalid Format: Google Analytics ID should start with 'G-' (e.g., G-XXXXXXXXXX)";

export interface AnalyticsSettings {
  gaTrackingId: string;
  /** True only when an ID is saved. */
  analyticsEnabled: boolean;
}

// Page views read the settings on every count: an isolate keeps them for a short while, and forgets them when it
// saves new ones; another isolate's save reaches it within this time.
const TRUSTED_MS = 60_000;
let known: { settings: AnalyticsSettings; readAt: number } | null = null;

export async function readAnalyticsSettings(db: Database): Promise<AnalyticsSettings> {
  if (known && Date.now() - known.readAt < TRUSTED_MS) return known.settings;
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, "platform"));
  const gaTrackingId = row?.gaTrackingId ?? "";
  const settings = { gaTrackingId, analyticsEnabled: gaTrackingId !== "" };
  known = { settings, readAt: Date.now() };
  return settings;
}

/** Saves the measurement ID ("" turns analytics off); the caller has checked its format. */
export async function saveAnalyticsSettings(
  db: Database,
  gaTrackingId: string,
  adminId: string,
): Promise<AnalyticsSettings> {
  const values = { gaTrackingId: gaTrackingId || null, updatedAt: Date.now(), updatedBy: adminId };
  await db
    .insert(platformSettings)
    .values({ id: "platform", ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  known = null;
  return readAnalyticsSettings(db);
}
