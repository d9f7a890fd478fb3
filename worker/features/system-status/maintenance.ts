import { desc } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { type MAINTENANCE_KINDS, maintenanceRuns } from "../../../schema/system-status";

/** Records maintenance an admin ran and what each step changed. */
export async function recordMaintenance(
  db: Database,
  kind: (typeof MAINTENANCE_KINDS)[number],
  byUserId: string,
  summary: Record<string, number>,
  now = Date.now(),
) {
  await db.insert(maintenanceRuns).values({ id: crypto.randomUUID(), kind, at: now, byUserId, summary });
}

/** When maintenance last ran, or null. */
export async function lastMaintenance(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ at: maintenanceRuns.at })
    .from(maintenanceRuns)
    .orderBy(desc(maintenanceRuns.at))
    .limit(1);
  return row?.at ?? null;
}
