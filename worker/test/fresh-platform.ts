import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { seedDemoData } from "./seed";

/**
 * Puts the runtime's database and bucket back to the migrated demo data, for a test of what is one for the whole
 * platform (the daily clean-up of every stored file, the bestseller ranking over all products, the landing page's
 * newest quotes…), whose answers other files' records would change. Test files share a runtime one after another
 * (vitest.config.ts), so nothing else writes while such a file runs; the files after it start from the demo data as
 * the first file did. Cache versions go on from where they were, so no answer the edge cache kept before is read again.
 */
export async function startFromTheDemoData(): Promise<void> {
  const versions = await env.DB.prepare("select scope, version from cache_versions").all<CacheVersion>();
  await dropEverything();
  await emptyBucket();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await seedDemoData();
  await env.DB.batch(
    versions.results.map(({ scope, version }) =>
      env.DB.prepare("update cache_versions set version = ? + 1 where scope = ?").bind(version, scope),
    ),
  );
}

interface CacheVersion {
  scope: string;
  version: number;
}

/**
 * Every table and view the migrations made (their triggers and full-text indexes' own tables go with them), and the
 * record of the migrations themselves. A table others still point to is dropped in a later round, once they are gone:
 * a dropped table's rows are deleted first, and D1 checks each reference then.
 */
async function dropEverything() {
  let left = await migratedTablesAndViews();
  while (left.length > 0) {
    const refused: typeof left = [];
    for (const { type, name } of left) {
      await env.DB.prepare(`drop ${type} if exists "${name}"`)
        .run()
        .catch(() => refused.push({ type, name }));
    }
    if (refused.length === left.length) throw new Error(`could not drop ${refused.map((t) => t.name).join(", ")}`);
    left = refused;
  }
}

async function migratedTablesAndViews() {
  const { results } = await env.DB.prepare(
    `select type, name from sqlite_master
      where type in ('table', 'view') and name not like 'sqlite_%' and name not like '_cf_%'
        and not exists (select 1 from sqlite_master as index_table
          where index_table.sql like 'CREATE VIRTUAL TABLE%' and sqlite_master.name like index_table.name || '_%')
      order by type = 'table'`,
  ).all<{ type: "table" | "view"; name: string }>();
  return results;
}

async function emptyBucket() {
  let cursor: string | undefined;
  do {
    const page = await env.BUCKET.list({ cursor });
    if (page.objects.length > 0) await env.BUCKET.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
