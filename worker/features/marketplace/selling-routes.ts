import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { DIFFICULTIES } from "../../../schema/marketplace";
import { COMMA } from "../../common/comma-list";
import { MIN_PRICE_CENTS, MIN_PRICE_MESSAGE } from "../../common/money";
import { linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { validate, validateJson } from "../../http/validation";
import { checkoutProvider, configuredMode, paymentsMode } from "../../payments/checkout";
import { payoutOverview } from "../../payments/payout-overview";
import { connectPayouts } from "../../payments/payouts";
import { publicAuthor } from "../auth";
import { drawCoversAhead } from "./cover-drawing";
import { createDiscountCode, deleteDiscountCode, listDiscountCodes } from "./discounts";
import { MAX_PRODUCT_FILE_BYTES } from "./files";
import { createListing, listOwnListings, updateListing } from "./listings";
import { closeOpenCheckouts } from "./purchases";
import { categoryInput, codeText, numericId, purchaseParam } from "./route-inputs";
import { listSales, refundAsSeller } from "./sales";

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

const codeParam = z.object({ id: z.string().uuid("Unknown discount code.") });

const cents = (max: number) =>
  z.coerce
    .number()
    .min(MIN_PRICE_CENTS / 100, MIN_PRICE_MESSAGE)
    .max(max)
    .transform((dollars) => Math.round(dollars * 100));
const textList = (max: number) =>
  z.union([z.array(z.string()), z.string()]).transform((value) =>
    (Array.isArray(value) ? value : value.split(/\n/).flatMap((line) => line.split(COMMA)))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, max),
  );

const listingFields = z.object({
  title: z.string().trim().min(3, "Use at least 3 characters.").max(120),
  description: z.string().trim().min(20, "Describe the product in at least 20 characters.").max(2000),
  category: categoryInput,
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

function toFields(input: z.infer<typeof listingFields>) {
  const { price, originalPrice, ...rest } = input;
  return {
    ...rest,
    priceCents: price,
    originalPriceCents: typeof originalPrice === "number" && originalPrice > price ? originalPrice : null,
  };
}

/** A creator's side of the store: their listings, discount codes, sales and refunds, and payouts. */
export const sellingRoutes = new Hono<AppEnv>()
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
      const author = await publicAuthor(c.get("db"), c.get("user"));
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
    const productId = c.req.valid("param").id;
    const item = await updateListing(c.get("db"), c.get("user").id, productId, changes);
    // A new title or category is a new generated cover: drawn now, not by the first visitor.
    if (rest.title !== undefined || rest.category !== undefined) await drawCoversAhead(c.env, productId);
    if ((price !== undefined || rest.status === "unpublished") && paymentsMode(c.env) === "stripe") {
      await closeOpenCheckouts(c.get("db"), checkoutProvider(c.env), productId);
    }
    return c.json({ success: true, item });
  })
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
  .get("/payouts", requireUser, async (c) =>
    c.json({ success: true, ...(await payoutOverview(c.get("db"), c.env, c.get("user").id)) }),
  )
  .post("/payouts/connect", requireUser, async (c) => {
    const origin = linkOrigin(c.env, c.req.url);
    const result = await connectPayouts(c.get("db"), c.env, c.get("user"), configuredMode(c.env), origin);
    return c.json({ success: true, ...result });
  });
