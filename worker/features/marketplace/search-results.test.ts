import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import { creatorWithProduct, marketplaceAs } from "../../test/sales";
import { SORTS } from "./catalog";
import type { marketplaceRoutes } from "./routes";
import { rememberedSearch, rememberSearch, searchKey } from "./search-results";

describe("a search's pages", () => {
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

  it("stays right for a visitor paging through a search while the catalogue changes", async () => {
    const word = `zq${crypto.randomUUID().replace(/[^a-f]/g, "")}`;
    const products = await Promise.all([creatorWithProduct(1500), creatorWithProduct(1600), creatorWithProduct(1700)]);
    const retitle = async ({ creator, productId }: (typeof products)[number]) => {
      const response = await marketplaceAs(creator.cookie).items[":id"].$patch({
        param: { id: String(productId) },
        json: { title: `The ${word} guide, part ${productId}` },
      });
      expect(response.status).toBe(200);
    };
    await retitle(products[0]!);
    await retitle(products[1]!);
    const visitor = apiClient<typeof marketplaceRoutes>("/api/marketplace");
    const page = async (n: number) => {
      const answer = await (await visitor.items.$get({ query: { q: word, pageSize: "1", page: String(n) } })).json();
      return { total: answer.total, cards: answer.items.length };
    };
    // The second page's total is the one the first page counted.
    expect(await page(1)).toEqual({ total: 2, cards: 1 });
    expect(await page(2)).toEqual({ total: 2, cards: 1 });

    // A change to the catalogue is a new version: the next page counts again.
    await retitle(products[2]!);
    expect(await page(2)).toEqual({ total: 3, cards: 1 });
    expect(await page(3)).toEqual({ total: 3, cards: 1 });
  });

  it("show a visitor the cards a member reads, in the same order, in every order and category", async () => {
    const word = `zq${crypto.randomUUID().replace(/[^a-f]/g, "")}`;
    const prices = [1500, 2500, 900, 4000, 1900];
    const products = await Promise.all(prices.map((price) => creatorWithProduct(price)));
    for (const [i, { productId }] of products.entries())
      await env.DB.prepare("update products set title = ?, category = ?, purchase_count = ? where id = ?")
        .bind(`The ${word} guide ${i}`, i % 2 ? "Finance" : "Health & Recovery", (i * 3) % 5, productId)
        .run();
    const { cookie } = await registerAccount();
    const member = apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });
    const visitor = apiClient<typeof marketplaceRoutes>("/api/marketplace");
    for (const sort of SORTS)
      for (const category of ["all", "Finance"] as const) {
        const asMember = await (await member.items.$get({ query: { q: word, sort, category, pageSize: "10" } })).json();
        const pages = [];
        for (const page of ["1", "2", "3"]) {
          const query = { q: word, sort, category, page, pageSize: "2" };
          const answer = await (await visitor.items.$get({ query })).json();
          expect(answer.total).toBe(asMember.total);
          pages.push(...answer.items);
        }
        expect(pages).toEqual(asMember.items);
        expect(pages).toHaveLength(category === "all" ? 5 : 2);
      }
  });

  it("are remembered for one version of the catalogue only", () => {
    // Words no other test searches for, as the results are the runtime's own.
    const [tea, coffee] = [`"zq${crypto.randomUUID()}"*`, `"zq${crypto.randomUUID()}"*`];
    const found = (total: number) => ({ ids: Int32Array.from([3, 1, 2]), total });
    rememberSearch(41, searchKey(tea, undefined, "featured"), found(7));
    rememberSearch(41, searchKey(tea, "Finance", "featured"), found(2));
    expect(rememberedSearch(41, searchKey(tea, undefined, "featured"))?.total).toBe(7);
    expect(rememberedSearch(41, searchKey(tea, "Finance", "featured"))?.total).toBe(2);
    expect(rememberedSearch(41, searchKey(tea, undefined, "popular"))).toBeUndefined();
    expect(rememberedSearch(42, searchKey(tea, undefined, "featured"))).toBeUndefined();

    rememberSearch(42, searchKey(coffee, undefined, "featured"), found(3));
    expect(rememberedSearch(42, searchKey(coffee, undefined, "featured"))?.ids).toEqual(Int32Array.from([3, 1, 2]));
    expect(rememberedSearch(41, searchKey(tea, undefined, "featured"))).toBeUndefined();
  });
});
