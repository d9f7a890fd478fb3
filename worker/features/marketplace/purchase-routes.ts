import { Hono } from "hono";
import { z } from "zod";
import type { PurchaseStatus } from "../../../schema/marketplace";
import { CURRENCIES } from "../../../schema/pricing-enums";
import { emailSender, linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { fileDownload } from "../../http/download";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { isLocalUrl } from "../../http/local-request";
import { clientIp, countAndLimit, limitRequests } from "../../http/rate-limit";
import { requestCountry } from "../../http/request-country";
import { validate, validateJson } from "../../http/validation";
import { checkoutProvider } from "../../payments/checkout";
import { campaignCodeOf } from "../marketing";
import { refreshStatusSoon } from "../system-status";
import { previewDiscount } from "./discounts";
import { listEditions } from "./edition-reads";
import { findEdition, markDownloaded } from "./editions";
import { invoiceHref, invoicePage } from "./invoices";
import { createPurchase } from "./purchases";
import { findReceipt, listOwnPurchases } from "./receipts";
import { codeText, DISCOUNT_TRIES, numericId, purchaseParam } from "./route-inputs";

const purchaseInput = z.object({
  productId: z.coerce.number().int().positive(),
  price: z.number().nonnegative(),
  title: z.string().max(300).optional(),
  discountCode: z.union([z.literal(""), codeText]).optional(),
  /** The currency the buyer chose on the product page; unset, the one of the country the request came from. */
  currency: z.enum(CURRENCIES).optional(),
});

const discountQuery = z.object({ code: codeText });
/** Which edition to download; the newest without one. */
const downloadQuery = z.object({ edition: z.coerce.number().int().positive().max(10_000).optional() });

/** Why a purchase that is not paid has no download. */
const NO_DOWNLOAD: Record<Exclude<PurchaseStatus, "paid">, string> = {
  pending: "This purchase is not paid yet, so the file cannot be downloaded.",
  refunded: "This purchase was refunded, so its download has ended.",
  disputed: "The payment for this purchase is disputed, so its download is on hold until the dispute closes.",
};

/** Buying: a code's preview, the purchase itself, the buyer's receipts and their downloads. */
export const purchaseRoutes = new Hono<AppEnv>()
  .post("/purchase", requireUser, validateJson(purchaseInput), async (c) => {
    const origin = linkOrigin(c.env, c.req.url);
    const input = c.req.valid("json");
    if (input.discountCode) {
      await countAndLimit(c.get("db"), DISCOUNT_TRIES, [`ip:${clientIp(c)}`, `user:${c.get("user").id}`]);
    }
    const result = await createPurchase({
      db: c.get("db"),
      checkout: checkoutProvider(c.env),
      buyer: c.get("user"),
      request: {
        ...input,
        discountCode: input.discountCode || undefined,
        campaignCode: campaignCodeOf(c),
        localRun: isLocalUrl(c.req.url),
      },
      origin,
      country: requestCountry(c.req.raw),
      sender: emailSender(c.env, c.get("db")),
    });
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
  .get("/purchases", requireUser, async (c) => {
    const own = await listOwnPurchases(c.get("db"), c.get("user").id);
    const purchases = own.map((p) => ({ ...p, invoiceUrl: p.charge?.hasInvoice ? invoiceHref(p.purchaseId) : null }));
    return c.json({ success: true, purchases });
  })
  .get("/purchases/:purchaseId", requireUser, validate("param", purchaseParam), async (c) => {
    const receipt = await findReceipt(c.get("db"), c.req.valid("param").purchaseId, c.get("user").id);
    const { fileKey: _key, buyerId: _buyer, ...visible } = receipt;
    return c.json({
      success: true,
      receipt: {
        ...visible,
        price: receipt.priceCents / 100,
        downloadUrl: receipt.status === "paid" ? `/api/marketplace/download/${receipt.purchaseId}` : null,
        invoiceUrl: receipt.charge?.hasInvoice ? invoiceHref(receipt.purchaseId) : null,
        // Every edition is the buyer's: the newest first, each downloadable while the purchase is paid.
        editions: (await listEditions(c.get("db"), receipt.productId)).map((edition) => ({
          ...edition,
          downloadUrl:
            receipt.status === "paid"
              ? `/api/marketplace/download/${receipt.purchaseId}?edition=${edition.number}`
              : null,
        })),
      },
    });
  })
  .get("/purchases/:purchaseId/invoice", requireUser, validate("param", purchaseParam), async (c) =>
    c.redirect(await invoicePage(c.get("db"), c.env, c.req.valid("param").purchaseId, c.get("user")), 302),
  )
  .get(
    "/download/:purchaseId",
    requireUser,
    validate("param", purchaseParam),
    validate("query", downloadQuery),
    async (c) => {
      const db = c.get("db");
      const receipt = await findReceipt(db, c.req.valid("param").purchaseId, c.get("user").id);
      if (receipt.status !== "paid") throw new ApiError(409, "conflict", NO_DOWNLOAD[receipt.status]);
      const edition = await findEdition(db, receipt.productId, c.req.valid("query").edition);
      const object = await c.env.BUCKET.get(edition.fileKey);
      if (!object) throw new ApiError(404, "not_found", "The product file is missing. Please contact support.");
      await markDownloaded(db, receipt.purchaseId, edition.number);
      return fileDownload(object.body, { name: edition.fileName, type: edition.fileType, size: object.size });
    },
  );
