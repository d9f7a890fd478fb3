import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import type { marketplaceRoutes } from "./routes";

// D1 takes at most 100 bound parameters per statement: nothing may turn a user's history into a list of ids.
const PRODUCTS = 130;

describe("a buyer who owns more than 100 products", () => {
  it("still gets recommendations, none of them something they own", async () => {
    const seller = await registerAccount();
    const buyer = await registerAccount();
    const now = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PRODUCTS + 10})
       INSERT INTO products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
         file_type, file_size, created_at, updated_at)
       SELECT 'heavy-' || ?1 || '-' || i, ?2, 'Heavy guide ' || i, 'Seller', 'A guide for the heavy buyer test.',
         'Business', 1000 + i, 'products/none.pdf', 'g.pdf', 'application/pdf', 10, ?3, ?3 FROM n`,
    )
      .bind(seller.body.user.id, seller.body.user.id, now)
      .run();
    await env.DB.prepare(
      `INSERT INTO purchases (id, product_id, buyer_id, price_cents, status, provider, test_mode, created_at, paid_at)
       SELECT 'heavy-' || id, id, ?1, price_cents, 'paid', 'test', 1, ?2, ?2 FROM products
       WHERE creator_id = ?3 ORDER BY id LIMIT ${PRODUCTS}`,
    )
      .bind(buyer.body.user.id, now, seller.body.user.id)
      .run();

    const response = await apiClient<typeof marketplaceRoutes>("/api/marketplace", {
      cookie: buyer.cookie,
    }).recommendations.$post({ json: {} });
    expect(response.status).toBe(200);
    const { recommendations } = await response.json();
    expect(recommendations.length).toBeGreaterThan(0);
    const owned = await env.DB.prepare("SELECT product_id AS id FROM purchases WHERE buyer_id = ?")
      .bind(buyer.body.user.id)
      .all<{ id: number }>();
    const ownedIds = new Set(owned.results.map((row) => row.id));
    expect(ownedIds.size).toBe(PRODUCTS);
    for (const { item } of recommendations) expect(ownedIds.has(item.id)).toBe(false);
  });
});
