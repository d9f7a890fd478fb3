import { env } from "cloudflare:workers";
import { assetFontReader } from "../files/fonts/font-files";
import { demoSeed } from "../seed/demo-seed";

/** Loads the demo accounts, catalogue, files and sales into the test's D1 and R2. */
export async function seedDemoData(): Promise<void> {
  const { statements, files } = await demoSeed(assetFontReader(env.ASSETS));
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  for (const file of files)
    await env.BUCKET.put(file.key, file.bytes, { httpMetadata: { contentType: file.contentType } });
}
