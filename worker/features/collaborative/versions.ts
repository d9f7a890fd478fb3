import { and, desc, eq, lte, max, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import { collabProjects, collabVersions } from "../../../schema/collaborative";
import type { Database } from "../../../schema/db";
import { ApiError } from "../../http/errors";
import { membershipOf, requireCapability } from "./access";
import { displayName } from "./members";

export async function listVersions(db: Database, projectId: string, userId: string) {
  await membershipOf(db, projectId, userId);
  const rows = await db
    .select({
      id: collabVersions.id,
      versionNumber: collabVersions.versionNumber,
      createdAt: collabVersions.createdAt,
      changes: collabVersions.changes,
      content: collabVersions.content,
      name: users.name,
      username: users.username,
    })
    .from(collabVersions)
    .innerJoin(users, eq(users.id, collabVersions.authorId))
    .where(eq(collabVersions.projectId, projectId))
    .orderBy(desc(collabVersions.versionNumber));
  return rows.map(({ name, username, ...version }) => ({ ...version, author: displayName({ name, username }) }));
}

/** How many versions a project keeps; the oldest go as new ones come. */
export const VERSIONS_KEPT = 100;

/**
 * Snapshots the document as the next version (the live text from the room when given, else the saved one), or, for a
 * restore, makes the old text the document's next revision too. The unique version number makes a racing duplicate
 * fail.
 */
export async function createVersion(
  db: Database,
  projectId: string,
  userId: string,
  changes: string,
  { restore, snapshot }: { restore?: string; snapshot?: string } = {},
) {
  const content = restore;
  const { project } = await requireCapability(db, projectId, userId, "edit");
  const [latest] = await db
    .select({ n: max(collabVersions.versionNumber) })
    .from(collabVersions)
    .where(eq(collabVersions.projectId, projectId));
  const version = {
    id: crypto.randomUUID(),
    projectId,
    versionNumber: (latest?.n ?? 0) + 1,
    authorId: userId,
    changes,
    content: content ?? snapshot ?? project.content,
    createdAt: Date.now(),
  };
  await db.batch([
    db.insert(collabVersions).values(version),
    // Only the newest versions are kept: each is a whole copy of a document of up to 500,000 characters.
    db
      .delete(collabVersions)
      .where(
        and(
          eq(collabVersions.projectId, projectId),
          lte(collabVersions.versionNumber, version.versionNumber - VERSIONS_KEPT),
        ),
      ),
    db
      .update(collabProjects)
      .set(
        content === undefined
          ? { updatedAt: version.createdAt }
          : { content, contentRevision: sql`${collabProjects.contentRevision} + 1`, updatedAt: version.createdAt },
      )
      .where(eq(collabProjects.id, projectId)),
  ]);
  return version;
}

/** Restoring never rewrites history: the old content becomes a new version. */
export async function restoreVersion(db: Database, projectId: string, userId: string, versionId: string) {
  await requireCapability(db, projectId, userId, "edit");
  const [old] = await db
    .select()
    .from(collabVersions)
    .where(and(eq(collabVersions.id, versionId), eq(collabVersions.projectId, projectId)))
    .limit(1);
  if (!old) throw new ApiError(404, "not_found", "No such version.");
  return createVersion(db, projectId, userId, `Restored version ${old.versionNumber}`, { restore: old.content });
}
