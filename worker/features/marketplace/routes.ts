import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { DIFFICULTIES, PRODUCT_CATEGORIES, type PurchaseStatus } from "../../../schema/marketplace";
import { MAX_BROWSABLE } from "../../../schema/marketplace-enums";
import { textEngines } from "../../ai/engines";
import { AiSession } from "../../ai/session";
import { MIN_PRICE_CENTS, MIN_PRICE_MESSAGE } from "../../common/money";
import { emailSender, linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { cacheForVisitors } from "../../http/edge-cache";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { clientIp, countAndLimit, limitRequests } from "../../http/rate-limit";
import { requestCountry } from "../../http/request-country";
import { validate, validateJson } from "../../http/validation";
import { checkoutProvider, configuredMode, paymentsMode } from "../../payments/checkout";
import { balances, connectPayouts, listPayouts, payoutAccountOf } from "../../payments/payouts";
import { publicAuthor } from "../auth";
import { campaignCodeOf } from "../marketing";
import { refreshStatusSoon } from "../system-status";
import { findItem, findOwnPurchase, itemAnswer, listAnswer, SORTS, statsAnswer, toItem } from "./catalog";
import { createDiscountCode, deleteDiscountCode, listDiscountCodes, previewDiscount } from "./discounts";
import { MAX_PRODUCT_FILE_BYTES } from "./files";
import { createListing, listOwnListings, updateListing } from "./listings";
import { createPurchase, findReceipt, listOwnPurchases } from "./purchases";
import { recommend, recordView } from "./recommendations";
import { addReview, recentPraise, replyToReview, reviewsAnswer } from "./reviews";
import { listSales, refundAsSeller } from "./sales";
import { intelligentSearch } from "./search";

const listQuery = z
  .object({
    category: z.enum(["all", ...PRODUCT_CATEGORIES]).default("all"),
    q: z.string().trim().max(200).optional(),
    sort: z.enum(SORTS).default("featured"),
    page: z.coerce.number().int().min(1).max(MAX_BROWSABLE).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  // A page deep in a large catalogue makes the database step over every row before it: browsing stops at a bound.
  .refine((query) => query.page * query.pageSize <= MAX_BROWSABLE, {
    message: `Only the first ${MAX_BROWSABLE.toLocaleString("en")} results can be browsed: search or choose a category to narrow them.`,
    path: ["page"],
  });

const codeText = z
  .string()
  .trim()
  .min(3, "Use 3 to 32 letters, digits, - or _.")
  .max(32, "Use 3 to 32 letters, digits, - or _.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use 3 to 32 letters, digits, - or _.");

const purchaseInput = z.object({
  productId: z.coerce.number().int().positive(),
  price: z.number().nonnegative(),
  title: z.string().max(300).optional(),
  discountCode: z.union([z.literal(""), codeText]).optional(),
});

const discountQuery = z.object({ code: codeText });

const newDiscountCode = z
  .object({
    code: codeText,
    productId: z.number().int().positive().nullable().default(null),
    percentOff: z.number().int().min(1).max(100).nullable().default(null),
    amountOff: z.number().min(0.01).max(10_000).nullable().default(null),
    expiresAt: z.number().int().positive().nullable().default(null),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .refine((code) => (code.percentOff === null) !== (code.amountOff === null), {
    message: "Give either a percentage or an amount off.",
    path: ["percentOff"],
  })
  .refine((code) => code.expiresAt === null || code.expiresAt > Date.now(), {
    message: "Choose an expiry date in the future.",
    path: ["expiresAt"],
  });

/** Why a purchase that is not paid has no download. */
const NO_DOWNLOAD: Record<Exclude<PurchaseStatus, "paid">, string> = {
  pending: "This purchase is not paid yet, so the file cannot be downloaded.",
  refunded: "This purchase was refunded, so its download has ended.",
  disputed: "The payment for this purchase is disputed, so its download is on hold until the dispute closes.",
};

const codeParam = z.object({ id: z.string().uuid("Unknown discount code.") });

const searchInput = z.object({
  query: z.string().trim().min(1, "Enter something to search for.").max(200),
  userContext: z
    .object({ category: z.string().max(100).optional() })
    .passthrough()
    .optional(),
});

const recommendationsInput = z
  .object({
    userPreferences: z
      .object({ interests: z.array(z.string().max(80)).max(30).optional() })
      .passthrough()
      .optional(),
    contextualFactors: z.object({}).passthrough().optional(),
  })
  .default({});

const reviewInput = z.object({ rating: z.number().int().min(1).max(5), body: z.string().trim().max(2000).default("") });

const cents = (max: number) =>
  z.coerce
    .number()
    .min(MIN_PRICE_CENTS / 100, MIN_PRICE_MESSAGE)
    .max(max)
    .transform((dollars) => Math.round(dollars * 100));
const textList = (max: number) =>
  z.union([z.array(z.string()), z.string()]).transform((value) =>
    (Array.isArray(value) ? value : value.split(/[\n,]/))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, max),
  );

const listingFields = z.object({
  title: z.string().trim().min(3, "Use at least 3 characters.").max(120),
  description: z.string().trim().min(20, "Describe the product in at least 20 characters.").max(2000),
  category: z.enum(PRODUCT_CATEGORIES),
  tags: textList(6).default([]),
  price: cents(10_000),
  originalPrice: z.union([z.literal(""), cents(10_000)]).optional(),
  whatYouLearn: textList(10).default([]),
  requirements: textList(10).default([]),
  estimatedTime: z.string().trim().max(60).default(""),
  difficulty: z.enum(DIFFICULTIES).default("Beginner"),
  previewContent: z.string().trim().max(1000).default(""),
});

const newListing = listingFields.extend({
  file: z.instanceof(File, { message: "Attach the product file (PDF, EPUB or ZIP)." }),
});
const listingChanges = listingFields.partial().extend({ status: z.enum(["published", "unpublished"]).optional() });
const idParam = z.object({
  id: z
    .string()
    .regex(/^[\p{L}\p{N}'-]+$/u, "Unknown product.")
    .max(200),
});
/** How long a visitor's catalogue read is served from the edge cache when nothing behind it changes. */
const CATALOGUE_TTL = 60;

const numericId = z.object({ id: z.coerce.number().int().positive() });
const reviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
const reviewParam = z.object({ reviewId: z.string().uuid("No such review.") });
const replyInput = z.object({ body: z.string().trim().min(1, "Write a reply.").max(2000) });
const purchaseParam = z.object({ purchaseId: z.string().uuid("Unknown purchase.") });

function toFields(input: z.infer<typeof listingFields>) {
  const { price, originalPrice, ...rest } = input;
  return {
    ...rest,
    priceCents: price,
    originalPriceCents: typeof originalPrice === "number" && originalPrice > price ? originalPrice : null,
  };
}

/** Discount codes are guessable words, so trying them (to preview or to buy) is bounded per address and account. */
const DISCOUNT_TRIES = {
  name: "discount-code",
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: "Too many discount codes tried. Please wait a few minutes.",
};

/** Open to visitors and may call a language model, so each address gets a bounded number of searches. */
const SEARCH_LIMIT = {
  name: "intelligent-search",
  limit: 100,
  windowMs: 10 * 60 * 1000,
  message: "Too many searches from this address. Please wait a few minutes.",
};

export const marketplaceRoutes = new Hono<AppEnv>()
  .get("/stats", cacheForVisitors("catalogue", CATALOGUE_TTL), async (c) => c.json(await statsAnswer(c.get("db"))))
  .get("/items", cacheForVisitors("catalogue", CATALOGUE_TTL), validate("query", listQuery), async (c) =>
    c.json(await listAnswer(c.get("db"), c.req.valid("query"))),
  )
  .get("/item/:id", cacheForVisitors("catalogue", CATALOGUE_TTL), validate("param", idParam), async (c) => {
    const user = c.get("user");
    const row = await findItem(c.get("db"), c.req.valid("param").id, user?.id ?? null);
    if (!row) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
    const purchase = user ? await findOwnPurchase(c.get("db"), row.id, user.id) : null;
    if (user && row.creatorId !== user.id) c.executionCtx.waitUntil(recordView(c.get("db"), user.id, row.id));
    return c.json(itemAnswer(toItem(row), purchase, user?.id === row.creatorId));
  })
  .post("/purchase", requireUser, validateJson(purchaseInput), async (c) => {
    const origin = linkOrigin(c.env, c.req.url);
    const input = c.req.valid("json");
    if (input.discountCode) {
      await countAndLimit(c.get("db"), DISCOUNT_TRIES, [`ip:${clientIp(c)}`, `user:${c.get("user").id}`]);
    }
    const result = await createPurchase(
      c.get("db"),
      checkoutProvider(c.env),
      c.get("user"),
      { ...input, discountCode: input.discountCode || undefined, campaignCode: campaignCodeOf(c) },
      origin,
      requestCountry(c.req.raw),
      emailSender(c.env, c.get("db")),
    );
    // A sale paid at once (test mode, a free code) shows on the status dashboards.
    refreshStatusSoon(c.executionCtx, c.get("db"), c.env);
    return c.json(result);
  })
  .get(
    "/item/:id/discount",
    limitRequests(DISCOUNT_TRIES, (c) => [`ip:${clientIp(c)}`]),
    validate("param", numericId),
    validate("query", discountQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ success: true, ...(await previewDiscount(c.get("db"), id, c.req.valid("query").code)) });
    },
  )
  .get("/discount-codes", requireUser, async (c) =>
    c.json({ success: true, codes: await listDiscountCodes(c.get("db"), c.get("user").id) }),
  )
  .post("/discount-codes", requireUser, validateJson(newDiscountCode), async (c) => {
    const { amountOff, ...input } = c.req.valid("json");
    const code = await createDiscountCode(c.get("db"), c.get("user").id, {
      ...input,
      amountOffCents: amountOff === null ? null : Math.round(amountOff * 100),
    });
    return c.json({ success: true, code }, 201);
  })
  .delete("/discount-codes/:id", requireUser, validate("param", codeParam), async (c) => {
    await deleteDiscountCode(c.get("db"), c.get("user").id, c.req.valid("param").id);
    return c.json({ success: true });
  })
  .get("/sales", requireUser, async (c) =>
    c.json({ success: true, sales: await listSales(c.get("db"), c.get("user").id) }),
  )
  .post("/sales/:purchaseId/refund", requireUser, validate("param", purchaseParam), async (c) => {
    const origin = linkOrigin(c.env, c.req.url);
    await refundAsSeller(c.get("db"), c.env, c.get("user"), c.req.valid("param").purchaseId, origin);
    return c.json({ success: true, message: "Refunded: the buyer's money goes back and their download has ended." });
  })
  .get("/payouts", requireUser, async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const [account, real, test, history] = await Promise.all([
      payoutAccountOf(db, userId),
      balances(db, userId, false),
      balances(db, userId, true),
      listPayouts(db, userId),
    ]);
    return c.json({
      success: true,
      payments: paymentsMode(c.env),
      account: account ? { status: account.status, testMode: account.testMode } : null,
      balances: [real],
      testBalances: [test],
      payouts: history,
    });
  })
  .post("/payouts/connect", requireUser, async (c) => {
    const origin = new URL(c.req.url).origin;
    const result = await connectPayouts(c.get("db"), c.env, c.get("user"), configuredMode(c.env), origin);
    return c.json({ success: true, ...result });
  })
  .get("/purchases", requireUser, async (c) =>
    c.json({ success: true, purchases: await listOwnPurchases(c.get("db"), c.get("user").id) }),
  )
  .get("/purchases/:purchaseId", requireUser, validate("param", purchaseParam), async (c) => {
    const receipt = await findReceipt(c.get("db"), c.req.valid("param").purchaseId, c.get("user").id);
    const { fileKey: _key, buyerId: _buyer, ...visible } = receipt;
    return c.json({
      success: true,
      receipt: {
        ...visible,
        price: receipt.priceCents / 100,
        downloadUrl: receipt.status === "paid" ? `/api/marketplace/download/${receipt.purchaseId}` : null,
      },
    });
  })
  .get("/download/:purchaseId", requireUser, validate("param", purchaseParam), async (c) => {
    const receipt = await findReceipt(c.get("db"), c.req.valid("param").purchaseId, c.get("user").id);
    if (receipt.status !== "paid") throw new ApiError(409, "conflict", NO_DOWNLOAD[receipt.status]);
    const object = await c.env.BUCKET.get(receipt.fileKey);
    if (!object) throw new ApiError(404, "not_found", "The product file is missing. Please contact support.");
    return new Response(object.body, {
      headers: {
        "Content-Type": receipt.fileType,
        "Content-Length": String(object.size),
        "Content-Disposition": `attachment; filename="${receipt.fileName.replace(/[^\w.-]/g, "_")}"`,
        "Cache-Control": "private, no-store",
      },
    });
  })
  .get(
    "/item/:id/reviews",
    cacheForVisitors("catalogue", CATALOGUE_TTL),
    validate("param", numericId),
    validate("query", reviewsQuery),
    async (c) => {
      const viewer = c.get("user")?.id ?? null;
      const product = await findItem(c.get("db"), String(c.req.valid("param").id), viewer);
      if (!product) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
      return c.json(await reviewsAnswer(c.get("db"), product, c.req.valid("query").page, viewer));
    },
  )
  .get("/reviews/recent", cacheForVisitors("catalogue", CATALOGUE_TTL), async (c) => {
    return c.json({ success: true, reviews: await recentPraise(c.get("db")) });
  })
  .post(
    "/reviews/:reviewId/reply",
    requireUser,
    validate("param", reviewParam),
    validateJson(replyInput),
    async (c) => {
      const { reviewId } = c.req.valid("param");
      const reply = await replyToReview(c.get("db"), c.get("user").id, reviewId, c.req.valid("json").body);
      return c.json({ success: true, reply }, 201);
    },
  )
  .post("/item/:id/reviews", requireUser, validate("param", numericId), validateJson(reviewInput), async (c) => {
    const review = await addReview(c.get("db"), c.get("user").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ success: true, review }, 201);
  })
  .post(
    "/intelligent-search",
    limitRequests(SEARCH_LIMIT, (c) => [`ip:${clientIp(c)}`]),
    validateJson(searchInput),
    async (c) => {
      const { query, userContext } = c.req.valid("json");
      const ai = new AiSession(textEngines(c.env, "fast"));
      return c.json(await intelligentSearch(c.get("db"), ai, query, { category: userContext?.category }));
    },
  )
  .post("/recommendations", validateJson(recommendationsInput), async (c) => {
    const input = c.req.valid("json");
    const recommendations = await recommend(
      c.get("db"),
      c.get("user")?.id ?? null,
      input.userPreferences?.interests ?? [],
    );
    return c.json({ success: true, personalized: Boolean(c.get("user")), recommendations });
  })
  .get("/my-items", requireUser, async (c) =>
    c.json({ success: true, items: await listOwnListings(c.get("db"), c.get("user").id) }),
  )
  .post(
    "/items",
    requireUser,
    bodyLimit({
      maxSize: MAX_PRODUCT_FILE_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "The file is larger than 25 MB.");
      },
    }),
    validate("form", newListing),
    async (c) => {
      const { file, ...fields } = c.req.valid("form");
      const user = c.get("user");
      const author = await publicAuthor(c.get("db"), user);
      const item = await createListing(c.get("db"), c.env, author, toFields(fields), file);
      return c.json({ success: true, item }, 201);
    },
  )
  .patch("/items/:id", requireUser, validate("param", numericId), validateJson(listingChanges), async (c) => {
    const { price, originalPrice, ...rest } = c.req.valid("json");
    const changes = {
      ...rest,
      ...(price !== undefined ? { priceCents: price } : {}),
      ...(originalPrice !== undefined
        ? { originalPriceCents: typeof originalPrice === "number" ? originalPrice : null }
        : {}),
    };
    return c.json({
      success: true,
      item: await updateListing(c.get("db"), c.get("user").id, c.req.valid("param").id, changes),
    });
  });
