import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { marketplaceRoutes } from "../features/marketplace/routes";
import { apiClient, rawRequest, registerAccount } from "../test/client";
import { creatorWithProduct, marketplaceAs } from "../test/sales";
import { CACHE_STATUS_HEADER } from "./edge-cache";

const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });
const visitor = () => marketplace();
const item = (productId: number, cookie?: string) =>
  marketplace(cookie).item[":id"].$get({ param: { id: String(productId) } });

/** A read's status, what the edge cache did with it, what the browser may keep, and its body. */
async function read<Body>(request: Promise<{ status: number; headers: Headers; json(): Promise<Body> }>) {
  const response = await request;
  return {
    status: response.status,
    cache: response.headers.get(CACHE_STATUS_HEADER),
    control: response.headers.get("cache-control"),
    body: await response.json(),
  };
}

/** The `payments` field of an answer read raw. */
const paymentsOf = (body: unknown) =>
  typeof body === "object" && body !== null && "payments" in body ? body.payments : undefined;

describe("the edge cache of visitors' catalogue reads", () => {
  it("stores an anonymous read asked a second time, answers it from the cache after, and never lets the browser keep it", async () => {
    const query = { sort: "price-low", pageSize: "5", q: crypto.randomUUID().slice(0, 8) } as const;
    const reads = [];
    for (let i = 0; i < 3; i++) reads.push(await read(visitor().items.$get({ query })));
    // Asked once, nothing is stored (a one-off question costs no write); asked again, its answer is.
    expect(reads.map((each) => each.cache)).toEqual(["MISS", "MISS", "HIT"]);
    expect(reads[2]!.body).toEqual(reads[0]!.body);
    expect(reads.map((each) => each.control)).toEqual(["no-store", "no-store", "no-store"]);
  });

  it("treats query parameters in any order as the same read", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    // The order of the query string is the point, so it goes raw, byte for byte. The second read is the same
    // question asked again, so it is stored, and the third is answered from the cache.
    expect((await read(rawRequest(`/api/marketplace/items?q=${tag}&sort=popular`))).cache).toBe("MISS");
    expect((await read(rawRequest(`/api/marketplace/items?sort=popular&q=${tag}`))).cache).toBe("MISS");
    expect((await read(rawRequest(`/api/marketplace/items?q=${tag}&sort=popular`))).cache).toBe("HIT");
  });

  it("never caches or serves from the cache a signed-in read", async () => {
    const { cookie } = await registerAccount();
    const { productId } = await creatorWithProduct(800);
    await read(item(productId));
    const signedIn = await read(item(productId, cookie));
    expect(signedIn.cache).toBeNull();
    expect(signedIn.status).toBe(200);
  });

  it("shows a change on the next read: an edited product, a new review", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1200);
    await read(item(productId));
    await read(item(productId));
    expect((await read(item(productId))).cache).toBe("HIT");

    const edited = await marketplaceAs(creator.cookie).items[":id"].$patch({
      param: { id: String(productId) },
      json: { title: "A retitled guide" },
    });
    expect(edited.status).toBe(200);
    const afterEdit = await read(item(productId));
    expect(afterEdit.cache).toBe("MISS");
    expect(afterEdit.body.item.title).toBe("A retitled guide");

    const buyer = await registerAccount();
    await marketplaceAs(buyer.cookie).purchase.$post({ json: { productId, price: priceCents / 100 } });
    await marketplaceAs(buyer.cookie).item[":id"].reviews.$post({
      param: { id: String(productId) },
      json: { rating: 5 },
    });
    const afterReview = await read(item(productId));
    expect(afterReview.cache).toBe("MISS");
    expect(afterReview.body.item).toMatchObject({ rating: 5, ratingCount: 1 });

    const reviews = await visitor().item[":id"].reviews.$get({ param: { id: String(productId) }, query: {} });
    expect((await reviews.json()).total).toBe(1);
  });

  it("keeps prices apart by payments mode", async () => {
    const before = env.PAYMENTS_MODE;
    // A query nobody asked before (the route ignores the unknown field), so other files' reads are not in the cache.
    // The router's types refuse that field, so it goes as a raw query string.
    const path = `/api/pricing/plans?read=${crypto.randomUUID()}`;
    const first = await read(rawRequest(path));
    expect((await read(rawRequest(path))).cache).toBe("MISS"); // stored now
    env.PAYMENTS_MODE = "stripe";
    try {
      const other = await read(rawRequest(path));
      expect(other.cache).toBe("MISS");
      expect(paymentsOf(other.body)).not.toEqual(paymentsOf(first.body));
    } finally {
      env.PAYMENTS_MODE = before;
    }
  });
});
