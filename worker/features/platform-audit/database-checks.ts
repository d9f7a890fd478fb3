import { and, count, desc, eq, sql } from "drizzle-orm";
import { products } from "../../../schema/marketplace";
import journal from "../../../schema/migrations/meta/_journal.json";
import { deleteStaleFiles, findStaleFiles } from "../../stored-files";
import { type AuditCheck, pass } from "./audit-check";

/** The products whose file is looked for in storage: the newest, so one audit stays within a request's subrequests. */
const PRODUCTS_CHECKED = 100;
const HEADS_AT_ONCE = 25;
const SHOWN = 10;

const migrationsCurrent: AuditCheck = {
  id: "migrations-current",
  name: "Database reachable and migrations current",
  category: "database",
  async run({ db }) {
    const applied = new Set(
      (await db.all<{ name: string }>(sql`select name from d1_migrations`)).map((row) =>
        row.name.replace(/\.sql$/, ""),
      ),
    );
    const missing = journal.entries.map((entry) => entry.tag).filter((tag) => !applied.has(tag));
    if (missing.length === 0)
      return pass(`All ${journal.entries.length} migrations are applied.`, "migrationsApplied", {
        count: journal.entries.length,
      });
    return {
      status: "fail",
      score: Math.round((100 * (journal.entries.length - missing.length)) / journal.entries.length),
      message: `${missing.length} migrations are not applied: run wrangler d1 migrations apply.`,
      messageKey: "migrationsMissing",
      params: { count: missing.length },
      details: missing,
    };
  },
};

const storageRoundTrip: AuditCheck = {
  id: "storage-round-trip",
  name: "File storage writes and reads",
  category: "database",
  async run({ env }) {
    const key = `audit/probe-${crypto.randomUUID()}`;
    const content = crypto.randomUUID();
    const started = Date.now();
    try {
      await env.BUCKET.put(key, content);
      const read = await (await env.BUCKET.get(key))?.text();
      if (read !== content) throw new Error("the object read back differs from the one written");
      return pass(`R2 wrote, read and deleted a test object in ${Date.now() - started} ms.`, "storageWorks", {
        ms: Date.now() - started,
      });
    } catch (error) {
      return {
        status: "fail",
        score: 0,
        message: `R2 failed a write and read: ${error instanceof Error ? error.message : "unknown error"}.`,
        messageKey: "storageFails",
      };
    } finally {
      await env.BUCKET.delete(key).catch(() => {});
    }
  },
};

const searchIndex: AuditCheck = {
  id: "search-index",
  name: "Marketplace search index in sync",
  category: "database",
  async run({ db }) {
    const [rows] = await db.select({ n: count() }).from(products);
    try {
      // With rank 1, FTS5 checks its index against the products table it indexes, not only against itself.
      await db.run(sql`insert into products_fts(products_fts, rank) values ('integrity-check', 1)`);
    } catch {
      return {
        status: "fail",
        score: 0,
        message: "The search index does not match the products; rebuilding it fixes search.",
        messageKey: "searchOutOfSync",
      };
    }
    return pass(`The search index matches all ${rows!.n} products.`, "searchInSync", { count: rows!.n });
  },
  async fix({ db }) {
    await db.run(sql`insert into products_fts(products_fts) values ('rebuild')`);
    return 1;
  },
};

const orphanedFiles: AuditCheck = {
  id: "orphaned-files",
  name: "Stored files nothing points to",
  category: "database",
  async run({ db, env, now }) {
    const stale = await findStaleFiles(db, env, now);
    const total = stale.demoFiles.length + stale.productFiles.length;
    if (total === 0) return pass("No stored file is orphaned.", "noOrphans");
    return {
      status: "warning",
      score: 80,
      message: `${stale.productFiles.length} product files no product points to and ${stale.demoFiles.length} expired demo files take up storage.`,
      messageKey: "orphans",
      params: { products: stale.productFiles.length, demos: stale.demoFiles.length },
      details: [...stale.productFiles, ...stale.demoFiles].slice(0, SHOWN),
    };
  },
  async fix({ db, env, now }) {
    const deleted = await deleteStaleFiles(db, env, now);
    return deleted.demoFiles + deleted.productFiles;
  },
};

const productsWithoutFiles: AuditCheck = {
  id: "products-without-files",
  name: "Published products have their files",
  category: "database",
  async run({ db, env }) {
    const newest = await db
      .select({ title: products.title, fileKey: products.fileKey })
      .from(products)
      .where(and(eq(products.status, "published")))
      .orderBy(desc(products.createdAt))
      .limit(PRODUCTS_CHECKED);
    const missing: string[] = [];
    for (let start = 0; start < newest.length; start += HEADS_AT_ONCE) {
      const batch = newest.slice(start, start + HEADS_AT_ONCE);
      const found = await Promise.all(batch.map((product) => env.BUCKET.head(product.fileKey)));
      batch.forEach((product, i) => {
        if (!found[i]) missing.push(product.title);
      });
    }
    if (missing.length === 0)
      return pass(`The ${newest.length} newest published products all have their files.`, "filesPresent", {
        count: newest.length,
      });
    return {
      status: "fail",
      score: Math.round((100 * (newest.length - missing.length)) / newest.length),
      message: `${missing.length} of the ${newest.length} newest published products have no file to download: upload it again or unpublish them.`,
      messageKey: "filesMissing",
      params: { count: missing.length, checked: newest.length },
      details: missing.slice(0, SHOWN),
    };
  },
};

export const DATABASE_CHECKS = [migrationsCurrent, storageRoundTrip, searchIndex, orphanedFiles, productsWithoutFiles];
