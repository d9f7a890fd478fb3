import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import { creatorWithProduct } from "../../test/sales";
import type { marketplaceRoutes } from "./routes";

describe("a search's total", () => {
  it("counts published matches only, across the catalogue and in a category", async () => {
    const word = `zq${crypto.randomUUID().replace(/[^a-f]/g, "")}`;
    const products = await Promise.all([creatorWithProduct(1500), creatorWithProduct(1600), creatorWithProduct(1700)]);
    const categories = ["Finance", "Finance", "Health & Recovery"];
    for (const [i, { productId }] of products.entries())
      await env.DB.prepare("update products set title = ?, category = ? where id = ?")
        .bind(`The ${word} guide`, categories[i], productId)
        .run();
    // Signed in, so each read comes from the database rather than the visitors' edge cache.
    const { cookie } = await registerAccount();
    const marketplace = apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });
    const totals = async () => {
      const all = await (await marketplace.items.$get({ query: { q: word } })).json();
      const finance = await (await marketplace.items.$get({ query: { q: word, category: "Finance" } })).json();
      return { all: all.total, allCards: all.items.map((card) => card.id), finance: finance.total };
    };
    const before = await totals();
    expect(before).toMatchObject({ all: 3, finance: 2 });
    expect(before.allCards).toHaveLength(3);

    const unpublished = products[0]!.productId;
    await env.DB.prepare("update products set status = 'unpublished' where id = ?").bind(unpublished).run();
    const after = await totals();
    expect(after).toMatchObject({ all: 2, finance: 1 });
    expect(after.allCards).not.toContain(unpublished);
  });
});
