/**
 * Prepares the local app's state (`.ci/prepare-local.sh`) through one Miniflare, in the folder `wrangler dev
 * --persist-to` reads: the D1 migrations applied and recorded as `wrangler d1 migrations apply --local` records them
 * (so it finds nothing left to apply), then the demo data, its rows into D1 and its product files into R2. One
 * runtime instead of wrangler's one per migration: seconds instead of half a minute of CPU.
 * Usage: tsx worker/seed/seed.ts [persist-dir]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { experimental_readRawConfig, unstable_splitSqlQuery } from "wrangler";
import { nodeFontReader } from "../files/fonts/node-font-files";
import { demoSeed } from "./demo-seed";

interface D1Config {
  binding: string;
  database_id?: string;
  migrations_dir?: string;
}
interface R2Config {
  binding: string;
  bucket_name?: string;
}

const persistDir = process.argv[2] ? resolve(process.argv[2]) : resolve(".wrangler/state");
const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
const database = (rawConfig.d1_databases as D1Config[] | undefined)?.find((db) => db.binding === "DB");
const bucket = (rawConfig.r2_buckets as R2Config[] | undefined)?.find((each) => each.binding === "BUCKET");
if (!database?.database_id || !bucket?.bucket_name) throw new Error("wrangler.toml names no DB database or BUCKET");
const migrationsDir = resolve(database.migrations_dir ?? "migrations");
/** The table and columns `wrangler d1 migrations apply` keeps its record in. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

// Options in Miniflare 4's shape, converted as wrangler dev converts its own: every resource persists under
// `<persist-to>/v3/<plugin>`, where wrangler dev --persist-to reads it.
const mf = new Miniflare(
  convertV4MiniflareOptions({
    resourcePersistencePath: join(persistDir, "v3"),
    telemetry: { enabled: false },
    workers: [
      {
        name: "seed",
        modules: true,
        script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
        d1Databases: { DB: database.database_id },
        r2Buckets: { BUCKET: bucket.bucket_name },
      },
    ],
  }),
);
try {
  const db = await mf.getD1Database("DB");
  await db.prepare(MIGRATIONS_TABLE).run();
  const applied = new Set(
    (await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name),
  );
  // In the order wrangler applies them: by the number their names start with.
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  for (const name of migrations) {
    // Each migration with its record in one batch: all of it is applied, or none.
    const queries = unstable_splitSqlQuery(readFileSync(join(migrationsDir, name), "utf8")).map((sql) =>
      db.prepare(sql),
    );
    await db.batch([...queries, db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)]);
  }

  const { statements, files } = await demoSeed(nodeFontReader);
  await db.batch(statements.map((sql) => db.prepare(sql)));
  const store = await mf.getR2Bucket("BUCKET");
  let written = 0;
  for (const file of files) {
    if (await store.head(file.key)) continue;
    await store.put(file.key, file.bytes, { httpMetadata: { contentType: file.contentType } });
    written += 1;
  }
  console.log(
    `Applied ${migrations.length} migrations; seeded ${statements.length} rows (existing ones left alone) and ${written} new product files.`,
  );
} finally {
  await mf.dispose();
}
