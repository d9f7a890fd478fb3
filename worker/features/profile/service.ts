import { eq } from "drizzle-orm";
import type { CREATOR_TYPES, RESPONSE_TIMES } from "../../../schema/auth";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";

export interface ProfileChanges {
  name?: string;
  bio?: string;
  location?: string;
  website?: string;
  userType?: (typeof CREATOR_TYPES)[number];
  specialties?: string[];
  skills?: string[];
  hourlyRate?: number | null;
  responseTime?: (typeof RESPONSE_TIMES)[number];
  languages?: string[];
  timeZone?: string | null;
}

/** Writes the fields given (the others keep their values); the hourly rate is kept in cents. */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges) {
  const { hourlyRate, ...fields } = changes;
  const rate =
    hourlyRate === undefined ? {} : { hourlyRateCents: hourlyRate === null ? null : Math.round(hourlyRate * 100) };
  const values = Object.fromEntries(Object.entries({ ...fields, ...rate }).filter(([, value]) => value !== undefined));
  const [user] =
    Object.keys(values).length === 0
      ? await db.select().from(users).where(eq(users.id, userId)).limit(1)
      : await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return user!;
}
