import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, readError, registerAccount } from "../../test/client";
import { buy, creatorWithProduct, marketplaceAs } from "../../test/sales";
import { REVIEWS_PAGE_SIZE } from "./reviews";
import type { marketplaceRoutes } from "./routes";

const visitor = apiClient<typeof marketplaceRoutes>("/api/marketplace");

/** A buyer of the product who has reviewed it; reviews are dated one minute apart, in the order written. */
async function review(productId: number, priceCents: number, rating: number, body: string, name = "") {
  const { buyer } = await buy(productId, priceCents);
  if (name) await env.DB.prepare("update users set name = ? where id = ?").bind(name, buyer.body.user.id).run();
  const saved = await marketplaceAs(buyer.cookie).item[":id"].reviews.$post({
    param: { id: String(productId) },
    json: { rating, body },
  });
  expect(saved.status).toBe(201);
  const { review: row } = await saved.json();
  await env.DB.prepare("update product_reviews set created_at = created_at + ? where id = ?")
    .bind((await reviewCount(productId)) * 60_000, row.id)
    .run();
  return { buyer, reviewId: row.id };
}

async function reviewCount(productId: number) {
  return (await env.DB.prepare("select count(*) as n from product_reviews where product_id = ?")
    .bind(productId)
    .first<{ n: number }>())!.n;
}

const reviewsOf = (productId: number, page = 1, cookie?: string) =>
  apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie }).item[":id"].reviews.$get({
    param: { id: String(productId) },
    query: { page: String(page) },
  });

describe("a product's reviews", () => {
  it("are listed newest first with the rating histogram, by the reviewer's chosen name only", async () => {
    const { productId, priceCents } = await creatorWithProduct(900);
    const first = await review(productId, priceCents, 5, "Clear, kind and practical from start to finish.", "Ann");
    await review(productId, priceCents, 4, "Good, though the last part felt rushed to me.");
    await review(productId, priceCents, 2, "Not for me.");

    const response = await reviewsOf(productId);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(3);
    expect(body.average).toBe(3.7);
    expect(body.histogram).toEqual({ 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 });
    expect(body.reviews.map((r) => r.rating)).toEqual([2, 4, 5]);
    expect(body.reviews[2]!.reviewer).toEqual({ name: "Ann", avatarUrl: null });
    expect(body.reviews[1]!.reviewer.name).toMatch(/^writer_/);
    expect(JSON.stringify(body)).not.toContain(first.buyer.email);
    expect(body.mine).toBeNull();
    expect(body.canReply).toBe(false);

    const mine = await (await reviewsOf(productId, 1, first.buyer.cookie)).json();
    expect(mine.mine).toMatchObject({ id: first.reviewId, rating: 5, edited: false });
  });

  it("are paginated, and an edit by the buyer replaces their review and marks it edited", async () => {
    const { productId, priceCents } = await creatorWithProduct(500);
    const reviewers = [];
    for (let i = 0; i < REVIEWS_PAGE_SIZE + 2; i += 1)
      reviewers.push(await review(productId, priceCents, 1 + (i % 5), `Review number ${i}.`));
    const second = await (await reviewsOf(productId, 2)).json();
    expect(second.reviews.map((r) => r.body)).toEqual(["Review number 1.", "Review number 0."]);
    expect(second.total).toBe(REVIEWS_PAGE_SIZE + 2);

    const edited = await marketplaceAs(reviewers[0]!.buyer.cookie).item[":id"].reviews.$post({
      param: { id: String(productId) },
      json: { rating: 5, body: "Changed my mind: it grew on me." },
    });
    expect(edited.status).toBe(201);
    const after = await (await reviewsOf(productId, 2, reviewers[0]!.buyer.cookie)).json();
    expect(after.mine).toMatchObject({ rating: 5, body: "Changed my mind: it grew on me.", edited: true });
    expect(after.total).toBe(REVIEWS_PAGE_SIZE + 2);
  });

  it("take one reply from the product's creator, and none from anyone else", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(700);
    const { reviewId } = await review(productId, priceCents, 3, "Fine, but too short for the price.");
    const stranger = await registerAccount();
    const reply = (cookie: string, body: string) =>
      marketplaceAs(cookie).reviews[":reviewId"].reply.$post({ param: { reviewId }, json: { body } });

    expect((await reply(stranger.cookie, "Thanks!")).status).toBe(404);
    expect((await reply(creator.cookie, "  ")).status).toBe(400);
    const answered = await reply(creator.cookie, "Thank you: a longer edition is on its way.");
    expect(answered.status).toBe(201);
    const again = await reply(creator.cookie, "And another thing.");
    expect(again.status).toBe(409);
    expect((await readError(again)).code).toBe("conflict");

    const listed = await (await reviewsOf(productId, 1, creator.cookie)).json();
    expect(listed.canReply).toBe(true);
    expect(listed.reviews[0]!.reply).toMatchObject({ body: "Thank you: a longer edition is on its way." });
  });

  it("give a product card its quote: the best recent review of four or five stars, never invented", async () => {
    const { productId, priceCents } = await creatorWithProduct(800);
    const card = async () =>
      (await (await visitor.item[":id"].$get({ param: { id: String(productId) } })).json()).item.testimonial;
    expect(await card()).toBeNull();
    await review(productId, priceCents, 3, "Average, with a few useful checklists in the middle.");
    await review(productId, priceCents, 5, "Short.");
    expect(await card()).toBeNull();
    await review(productId, priceCents, 4, "It gave me a plan for the first week, and the week after.");
    expect(await card()).toBe("It gave me a plan for the first week, and the week after.");
    // Kept as the reviews change: a better one takes its place, and its removal gives the place back.
    await review(productId, priceCents, 5, "The checklists alone were worth the price for our family.");
    expect(await card()).toBe("The checklists alone were worth the price for our family.");
    await env.DB.prepare("delete from product_reviews where product_id = ? and rating = 5").bind(productId).run();
    const kept = await env.DB.prepare("select testimonial from products where id = ?").bind(productId).first();
    expect(kept).toEqual({ testimonial: "It gave me a plan for the first week, and the week after." });
  });

  it("of an unpublished product are hidden like the product, and an unknown product is 404", async () => {
    const { productId } = await creatorWithProduct(600);
    await env.DB.prepare("update products set status = 'unpublished' where id = ?").bind(productId).run();
    expect((await reviewsOf(productId)).status).toBe(404);
    expect((await reviewsOf(999_999)).status).toBe(404);
    expect((await visitor.item[":id"].reviews.$get({ param: { id: "1" }, query: { page: "0" } })).status).toBe(400);
  });
});

describe("the landing page's quotes", () => {
  it("are recent reviews of four or five stars with a sentence or more, by the reviewer's chosen name", async () => {
    const { productId, priceCents } = await creatorWithProduct(650);
    const praise = await review(
      productId,
      priceCents,
      5,
      "Exactly what our family needed in the first month home.",
      "Rosa",
    );
    const complaint = await review(productId, priceCents, 2, "Not what I expected from the description at all.");
    // Newer than every other test's reviews (their helper dates them minutes ahead).
    for (const { reviewId } of [praise, complaint])
      await env.DB.prepare("update product_reviews set created_at = ? where id = ?")
        .bind(Date.now() + 86_400_000, reviewId)
        .run();
    const response = await visitor.reviews.recent.$get();
    // Served to visitors through the edge cache, never kept by the browser.
    expect(response.headers.get("x-edge-cache")).toBe("MISS");
    const { reviews } = await response.json();
    expect(reviews.length).toBeLessThanOrEqual(3);
    expect(reviews[0]).toMatchObject({
      rating: 5,
      body: "Exactly what our family needed in the first month home.",
      reviewer: { name: "Rosa" },
      product: { title: expect.stringMatching(/^Test product/) },
    });
    expect(reviews.every((r) => r.rating >= 4 && r.body.length >= 30)).toBe(true);
  });

  it("are by different buyers, and never by someone who sells in the marketplace", async () => {
    const first = await creatorWithProduct(700);
    const second = await creatorWithProduct(800);
    const newest = Date.now() + 2 * 86_400_000;
    /** A review by the account with this cookie, dated ahead of every other test's. */
    const reviewAs = async (cookie: string, productId: number, priceCents: number, body: string, ahead: number) => {
      await marketplaceAs(cookie).purchase.$post({ json: { productId, price: priceCents / 100 } });
      const saved = await marketplaceAs(cookie).item[":id"].reviews.$post({
        param: { id: String(productId) },
        json: { rating: 5, body },
      });
      expect(saved.status).toBe(201);
      const { review: row } = await saved.json();
      await env.DB.prepare("update product_reviews set created_at = ? where id = ?")
        .bind(newest + ahead, row.id)
        .run();
    };
    const buyer = await registerAccount();
    await reviewAs(buyer.cookie, first.productId, 700, "The checklists saved us hours in the first week home.", 3);
    await reviewAs(buyer.cookie, second.productId, 800, "Clear, calm and practical from the first page onward.", 2);
    await reviewAs(
      second.creator.cookie,
      first.productId,
      700,
      "A seller praising a peer reads like an advert here.",
      1,
    );
    const { reviews } = await (await visitor.reviews.recent.$get()).json();
    expect(reviews[0]!.body).toBe("The checklists saved us hours in the first week home.");
    const bodies = reviews.map((r) => r.body);
    expect(bodies).not.toContain("Clear, calm and practical from the first page onward.");
    expect(bodies).not.toContain("A seller praising a peer reads like an advert here.");
    expect(new Set(reviews.map((r) => r.reviewer.name)).size).toBe(reviews.length);
  });
});
