import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { marketplaceRoutes } from "../features/marketplace/routes";
import { apiClient, call, registerAccount } from "../test/client";
import { creatorWithProduct, marketplaceAs } from "../test/sales";
import { CACHE_STATUS_HEADER } from "./edge-cache";

const visitor = () => apiClient<typeof marketplaceRoutes>("/api/marketplace");

async function read(path: string, cookie?: string) {
  const response = await call(path, { cookie });
  return {
    status: response.status,
    cache: response.headers.get(CACHE_STATUS_HEADER),
    control: response.headers.get("cache-control"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("the edge cache of visitors' catalogue reads", () => {
  it("answers a repeated anonymous read from the cache, and never lets the browser keep it", async () => {
    const path = `/api/marketplace/items?sort=price-low&pageSize=5&q=${crypto.randomUUID().slice(0, 8)}`;
    const first = await read(path);
    const second = await read(path);
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.body).toEqual(first.body);
    expect([first.control, second.control]).toEqual(["no-store", "no-store"]);
  });

  it("treats query parameters in any order as the same read", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    expect((await read(`/api/marketplace/items?q=${tag}&sort=popular`)).cache).toBe("MISS");
    expect((await read(`/api/marketplace/items?sort=popular&q=${tag}`)).cache).toBe("HIT");
  });

  it("never caches or serves from the cache a signed-in read", async () => {
    const { cookie } = await registerAccount();
    const { productId } = await creatorWithProduct(800);
    const path = `/api/marketplace/item/${productId}`;
    await read(path);
    const signedIn = await read(path, cookie);
    expect(signedIn.cache).toBeNull();
    expect(signedIn.status).toBe(200);
  });

  it("shows a change on the next read: an edited product, a new review", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1200);
    const path = `/api/marketplace/item/${productId}`;
    await read(path);
    expect((await read(path)).cache).toBe("HIT");

    const edited = await marketplaceAs(creator.cookie).items[":id"].$patch({
      param: { id: String(productId) },
      json: { title: "A retitled guide" },
    });
    expect(edited.status).toBe(200);
    const afterEdit = await read(path);
    expect(afterEdit.cache).toBe("MISS");
    expect((afterEdit.body.item as { title: string }).title).toBe("A retitled guide");

    const buyer = await registerAccount();
    await marketplaceAs(buyer.cookie).purchase.$post({ json: { productId, price: priceCents / 100 } });
    await marketplaceAs(buyer.cookie).item[":id"].reviews.$post({
      param: { id: String(productId) },
      json: { rating: 5 },
    });
    const afterReview = await read(path);
    expect(afterReview.cache).toBe("MISS");
    expect(afterReview.body.item).toMatchObject({ rating: 5, ratingCount: 1 });

    const reviews = await visitor().item[":id"].reviews.$get({ param: { id: String(productId) }, query: {} });
    expect((await reviews.json()).total).toBe(1);
  });

  it("keeps prices apart by payments mode", async () => {
    const before = env.PAYMENTS_MODE;
    // A query nobody asked before (the route ignores the unknown field), so other files' reads are not in the cache.
    const path = `/api/pricing/plans?read=${crypto.randomUUID()}`;
    const first = await read(path);
    env.PAYMENTS_MODE = "stripe";
    try {
      const other = await read(path);
      expect(other.cache).toBe("MISS");
      expect(other.body.payments).not.toEqual(first.body.payments);
    } finally {
      env.PAYMENTS_MODE = before;
    }
  });
});
