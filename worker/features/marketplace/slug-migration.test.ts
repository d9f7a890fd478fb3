import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { registerAccount } from "../../test/client";
import { slugify } from "./shared/slugify";

/** slugify as it was before migration 0036: any letter, digit or apostrophe kept. */
function oldSlugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\p{L}\p{N}'-]/gu, "")
    .replace(/-+/g, "-");
}

/** The statements of migration 0036 that rewrite the slugs; its table exists already. */
function slugRewrite(): string[] {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0036_"))!;
  const first = migration.queries.findIndex((query) => query.includes("INSERT INTO `retired_product_slugs`"));
  return migration.queries.slice(first);
}

async function insertProduct(creatorId: string, title: string, slug: string): Promise<number> {
  const row = await env.DB.prepare(
    `insert into products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
      file_type, file_size, created_at, updated_at)
     values (?, ?, ?, 'A. Writer', 'A product listed before slugs were ASCII.', 'Business', 900, 'products/x.pdf',
      'x.pdf', 'application/pdf', 4, 0, 0) returning id`,
  )
    .bind(slug, creatorId, title)
    .first<{ id: number }>();
  return row!.id;
}

const slugOf = async (id: number) =>
  (await env.DB.prepare("select slug from products where id = ?").bind(id).first<{ slug: string }>())!.slug;

describe("migration 0036 (ASCII product slugs)", () => {
  it("rewrites each slug outside [a-z0-9-] as slugify now writes it, and retires the old one", async () => {
    const creator = (await registerAccount()).body.user.id;
    const token = crypto.randomUUID().slice(0, 8);
    const kana = Array.from(token, (digit) => String.fromCharCode(0x30a2 + Number.parseInt(digit, 16))).join("");
    const titles = [
      `The Caregiver's Companion ${token}`,
      `Café Déjà Vu ${token}`,
      `Straße ｆｕｌｌ ﬁne ${token}`,
      `${token} ${"Wörd ".repeat(20)}`,
      `${kana} Guide ${token}`,
    ];
    const rewritten = await Promise.all(titles.map((title) => insertProduct(creator, title, oldSlugify(title))));
    const japanese = await insertProduct(creator, kana, oldSlugify(kana));
    const plain = await insertProduct(creator, `Cafe ${token}`, `cafe-${token}`);
    const accented = await insertProduct(creator, `Café ${token}`, `café-${token}`);
    const graveAccented = await insertProduct(creator, `Cafè ${token}`, `cafè-${token}`);

    for (const statement of slugRewrite()) await env.DB.prepare(statement).run();

    // Latin titles as slugify writes them; the migration (SQL) drops other scripts, which slugify now spells out.
    for (const [i, id] of rewritten.slice(0, 4).entries())
      expect(await slugOf(id), titles[i]).toBe(slugify(titles[i]!));
    expect(await slugOf(rewritten[4]!)).toBe(`guide-${token}`);
    expect(await slugOf(japanese)).toBe(`product-${japanese}`);
    expect(await slugOf(plain)).toBe(`cafe-${token}`);
    expect(await slugOf(accented)).toBe(`cafe-${token}-${accented}`);
    expect(await slugOf(graveAccented)).toBe(`cafe-${token}-${graveAccented}`);

    const retired = await env.DB.prepare(
      "select slug, product_id as productId from retired_product_slugs where product_id in (select id from products where creator_id = ?)",
    )
      .bind(creator)
      .all<{ slug: string; productId: number }>();
    expect(retired.results).toHaveLength(rewritten.length + 3);
    for (const [i, id] of rewritten.entries())
      expect(retired.results).toContainEqual({ slug: oldSlugify(titles[i]!), productId: id });
    expect(retired.results).toContainEqual({ slug: kana, productId: japanese });
    expect(retired.results).not.toContainEqual(expect.objectContaining({ productId: plain }));
    const leftOver = await env.DB.prepare(
      "select count(*) as n from sqlite_master where name like '\\_slug%' escape '\\'",
    ).first<{ n: number }>();
    expect(leftOver!.n).toBe(0);
  });
});
