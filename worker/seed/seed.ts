/**
 * Seeds the local app (`.ci/prepare-local.sh`): the SQL through `wrangler d1 execute`, the product files straight
 * into the local R2 store through Miniflare. Usage: tsx worker/seed/seed.ts [persist-dir]
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Miniflare } from "miniflare";
import { nodeFontReader } from "../files/fonts/node-font-files";
import { demoSeed } from "./demo-seed";

const persistDir = process.argv[2] ? resolve(process.argv[2]) : resolve(".wrangler/state");
const BUCKET_NAME = "creator-platform-files";

const { statements, files } = await demoSeed(nodeFontReader);
const sqlFile = join(process.env.TMPDIR ?? "/tmp", "seed.sql");
writeFileSync(sqlFile, `${statements.join("\n")}\n`);
const persistArgs = process.argv[2] ? ["--persist-to", persistDir] : [];
const executed = spawnSync("wrangler", ["d1", "execute", "DB", "--local", ...persistArgs, "--file", sqlFile], {
  encoding: "utf8",
});
if (executed.status !== 0) {
  console.error(executed.stdout, executed.stderr);
  process.exit(1);
}

const mf = new Miniflare({
  modules: true,
  script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
  r2Buckets: { BUCKET: BUCKET_NAME },
  r2Persist: join(persistDir, "v3", "r2"),
});
try {
  const bucket = await mf.getR2Bucket("BUCKET");
  let written = 0;
  for (const file of files) {
    if (await bucket.head(file.key)) continue;
    await bucket.put(file.key, file.bytes, { httpMetadata: { contentType: file.contentType } });
    written += 1;
  }
  console.log(`Seeded ${statements.length} rows (existing ones left alone) and ${written} new product files.`);
} finally {
  await mf.dispose();
}
