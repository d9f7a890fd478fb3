import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../schema/db";
import { generatedCoverStem } from "./common/covers";
import { DEMO_FILE_TTL_MS, deleteStaleFiles } from "./stored-files";
import { registerAccount } from "./test/client";
import { startFromTheDemoData } from "./test/fresh-platform";

// What this file asks is about the whole platform: it starts from the demo data alone (worker/test/fresh-platform.ts).
beforeAll(startFromTheDemoData);

const exists = async (key: string) => (await env.BUCKET.head(key)) !== null;

describe("the daily file clean-up", () => {
  it("deletes day-old demo files and product files no product points to, and keeps the rest", async () => {
    const seller = await registerAccount();
    await env.BUCKET.put("demo/old.html", "<p>demo</p>");
    await env.BUCKET.put("products/orphan.pdf", "%PDF-1.4");
    await env.BUCKET.put("products/listed.pdf", "%PDF-1.4");
    await env.BUCKET.put("covers/0d9b1f3e-0000-4000-8000-000000000001.jpg", "jpeg"); // no product shows it
    await env.DB.prepare(
      `INSERT INTO products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
         file_type, file_size, created_at, updated_at)
       VALUES ('listed-guide', ?1, 'Listed guide', 'Seller', 'A listed guide.', 'Business', 900, 'products/listed.pdf',
         'g.pdf', 'application/pdf', 8, ?2, ?2)`,
    )
      .bind(seller.body.user.id, Date.now())
      .run();
    const db = createDatabase(env.DB);
    const listed = (await env.DB.prepare(
      "SELECT id, title, author, category FROM products WHERE slug = 'listed-guide'",
    ).first<{ id: number; title: string; author: string; category: string }>())!;
    const currentCover = `covers/generated/${generatedCoverStem(listed)}-320.jpg`;
    const oldCover = `covers/generated/p${listed.id}-00000000-320.jpg`;
    await env.BUCKET.put(currentCover, "jpeg");
    await env.BUCKET.put(oldCover, "jpeg"); // drawn for a title the product no longer has

    // Just uploaded: nothing is old enough to go.
    expect(await deleteStaleFiles(db, env)).toEqual({ demoFiles: 0, productFiles: 0 });
    expect(await exists("products/orphan.pdf")).toBe(true);

    const later = Date.now() + DEMO_FILE_TTL_MS + 60_000;
    expect(await deleteStaleFiles(db, env, later)).toEqual({ demoFiles: 1, productFiles: 3 });
    expect(await exists("covers/0d9b1f3e-0000-4000-8000-000000000001.jpg")).toBe(false);
    expect(await exists(oldCover)).toBe(false);
    expect(await exists(currentCover)).toBe(true);
    expect(await exists("demo/old.html")).toBe(false);
    expect(await exists("products/orphan.pdf")).toBe(false);
    expect(await exists("products/listed.pdf")).toBe(true);
  });
});
