import { Hono } from "hono";
import { z } from "zod";
import { MAX_BROWSABLE } from "../../../schema/marketplace-enums";
import { textEngines } from "../../ai/engines";
import { AiSession } from "../../ai/session";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import type { AppEnv } from "../../env";
import { cacheForVisitors } from "../../http/edge-cache";
import { ApiError } from "../../http/errors";
import { clientIp, limitRequests } from "../../http/rate-limit";
import { validate, validateJson } from "../../http/validation";
import { SORTS, statsAnswer, toItem } from "./catalog";
import { findItemWithEditions, findOwnPurchase, itemAnswer } from "./item-reads";
import { listAnswer } from "./listing-reads";
import { recommend, recordView } from "./recommendations";
import { CATALOGUE_TTL, categoryInput } from "./route-inputs";
import { intelligentSearch } from "./search";
import { itemIn } from "./translation-reads";

const listQuery = z
  .object({
    category: z.union([z.literal("all"), categoryInput]).default("all"),
    q: z.string().trim().max(200).optional(),
    sort: z.enum(SORTS).default("featured"),
    page: z.coerce.number().int().min(1).max(MAX_BROWSABLE).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
    /** The visitor's language: cards read in it where their creators translated them. */
    lang: z.enum(PLATFORM_LANGUAGES).optional(),
  })
  // A page deep in a large catalogue makes the database step over every row before it: browsing stops at a bound.
  .refine((query) => query.page * query.pageSize <= MAX_BROWSABLE, {
    message: `Only the first ${MAX_BROWSABLE.toLocaleString("en")} results can be browsed: search or choose a category to narrow them.`,
    path: ["page"],
  });

/** The reader's language, read beside the route's typed input so callers that do not name one need not say so. */
const readerLanguage = z.enum(PLATFORM_LANGUAGES, { message: "Choose one of the platform's 12 languages." }).optional();

const idParam = z.object({
  id: z
    .string()
    .regex(/^[\p{L}\p{N}'-]+$/u, "Unknown product.")
    .max(200),
});

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

/** Open to visitors and may call a language model, so each address gets a bounded number of searches. */
const SEARCH_LIMIT = {
  name: "intelligent-search",
  limit: 100,
  windowMs: 10 * 60 * 1000,
  message: "Too many searches from this address. Please wait a few minutes.",
};

/** The store's shelves, open to visitors: figures, listing, a product, search and recommendations. */
export const catalogueRoutes = new Hono<AppEnv>()
  .get("/stats", cacheForVisitors("catalogue", CATALOGUE_TTL), async (c) => c.json(await statsAnswer(c.get("db"))))
  .get("/items", cacheForVisitors("catalogue", CATALOGUE_TTL), validate("query", listQuery), async (c) =>
    c.json(await listAnswer(c.get("db"), c.req.valid("query"), c.get("cacheVersion"))),
  )
  .get("/item/:id", cacheForVisitors("catalogue", CATALOGUE_TTL), validate("param", idParam), async (c) => {
    const [db, user, { id }] = [c.get("db"), c.get("user"), c.req.valid("param")];
    const language = readerLanguage.safeParse(c.req.query("lang"));
    if (!language.success) throw new ApiError(400, "invalid_input", language.error.issues[0]!.message);
    const found = await findItemWithEditions(db, id, user?.id ?? null);
    if (!found) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
    const { row, editions, translations } = found;
    const purchase = user ? await findOwnPurchase(db, row.id, user.id) : null;
    if (user && row.creatorId !== user.id) c.executionCtx.waitUntil(recordView(db, user.id, row.id));
    const shown = itemIn(toItem(row), editions, row.language, translations, language.data);
    return c.json(itemAnswer(shown.item, purchase, user?.id === row.creatorId, shown.editions, shown.languages));
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
  });
