import { and, asc, desc, eq, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { CreatorType } from "../../../schema/auth-enums";
import type { Database } from "../../../schema/db";
import { avatarUrl } from "../../common/avatars";
import type { Candidate } from "./matching";
import { utcOffsetHours } from "./matching";

/** Creators a match or the directory looks at, at most: the most recently active profiles first. */
export const MAX_CANDIDATES = 1000;
export const DIRECTORY_PAGE = 24;

/** A creator is a user whose profile says who they are: a name and at least one skill. Deleted accounts are not. */
const hasProfile = and(
  isNull(users.deletedAt),
  sql`${users.name} <> ''`,
  sql`json_array_length(${users.skills}) > 0`,
) as SQL;

const publicColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  bio: users.bio,
  location: users.location,
  website: users.website,
  userType: users.userType,
  skills: users.skills,
  specialties: users.specialties,
  languages: users.languages,
  hourlyRateCents: users.hourlyRateCents,
  responseTime: users.responseTime,
  timeZone: users.timeZone,
  avatarKey: users.avatarKey,
};

type CreatorRow = Pick<typeof users.$inferSelect, keyof typeof publicColumns>;

/** What anyone signed in may see of a creator: the profile, never the address or the account's settings. */
export function toCreator(row: CreatorRow) {
  const { avatarKey, hourlyRateCents, ...profile } = row;
  return {
    ...profile,
    hourlyRate: hourlyRateCents === null ? null : hourlyRateCents / 100,
    avatarUrl: avatarUrl(avatarKey),
  };
}

export interface DirectoryFilters {
  /** Part of a name or username. */
  q?: string;
  skill?: string;
  language?: string;
  type?: CreatorType;
  maxRate?: number;
  page: number;
}

/** The creators directory: profiles filtered by a skill, a language, a creator type and a highest rate. */
export async function listCreators(db: Database, filters: DirectoryFilters) {
  const conditions: SQL[] = [hasProfile];
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase()}%`;
    conditions.push(sql`(lower(${users.name}) like ${pattern} or lower(${users.username}) like ${pattern})`);
  }
  if (filters.skill) {
    conditions.push(
      sql`exists (select 1 from json_each(${users.skills}) where lower(json_each.value) like ${`%${filters.skill.toLowerCase()}%`})`,
    );
  }
  if (filters.language) {
    conditions.push(
      sql`exists (select 1 from json_each(${users.languages}) where json_each.value = ${filters.language})`,
    );
  }
  if (filters.type) conditions.push(sql`${users.userType} = ${filters.type}`);
  if (filters.maxRate !== undefined) conditions.push(lte(users.hourlyRateCents, Math.round(filters.maxRate * 100)));
  const rows = await db
    .select(publicColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(DIRECTORY_PAGE + 1)
    .offset(filters.page * DIRECTORY_PAGE);
  return { creators: rows.slice(0, DIRECTORY_PAGE).map(toCreator), hasMore: rows.length > DIRECTORY_PAGE };
}

/** The creators a project is matched against: every profile but the client's own, with its UTC offset now. */
export async function matchCandidates(db: Database, clientId: string) {
  const rows = await db
    .select(publicColumns)
    .from(users)
    .where(and(hasProfile, ne(users.id, clientId)))
    .orderBy(desc(users.createdAt))
    .limit(MAX_CANDIDATES);
  const offsets = new Map<string | null, number | null>();
  const offsetOf = (zone: string | null) => {
    if (!offsets.has(zone)) offsets.set(zone, utcOffsetHours(zone));
    return offsets.get(zone)!;
  };
  const candidates: Candidate[] = rows.map((row) => ({
    id: row.id,
    skills: row.skills,
    specialties: row.specialties,
    languages: row.languages,
    hourlyRateCents: row.hourlyRateCents,
    utcOffsetHours: offsetOf(row.timeZone),
  }));
  return { candidates, profiles: new Map(rows.map((row) => [row.id, toCreator(row)])) };
}

/** The time zone the user's profile gives, if any. */
export async function profileZoneOf(db: Database, userId: string) {
  const [row] = await db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.zone ?? null;
}
