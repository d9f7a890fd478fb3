import { Hono } from "hono";
import { z } from "zod";
import { CREATOR_TYPES } from "../../../schema/auth-enums";
import { MESSAGE_TYPES, TIMEFRAMES } from "../../../schema/hiring-enums";
import { CURRENCIES } from "../../../schema/pricing-enums";
import { COMMA } from "../../common/comma-list";
import { PLATFORM_LANGUAGES, SPOKEN_LANGUAGES } from "../../common/languages";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { planGate } from "../../http/plan-gate";
import { limitRequests } from "../../http/rate-limit";
import { validate, validateJson } from "../../http/validation";
import { listCreators, profileZoneOf } from "./creators";
import { listContacts, MAX_MESSAGE_CHARS, readThread, sendMessage, unreadCount } from "./messages";
import {
  countOpportunities,
  createOpportunity,
  deleteOpportunity,
  findMatches,
  listOpportunities,
  MAX_OPPORTUNITIES,
} from "./opportunities";

const MISSING = "Please provide project description and budget.";

/** "Copywriting, SEO" or a list: the spec splits typed skills on a comma. */
const skillList = z
  .union([z.string().max(1000), z.array(z.string().max(50)).max(30)])
  .default([])
  .transform((value) =>
    (typeof value === "string" ? value.split(COMMA) : value)
      .map((skill) => skill.trim())
      .filter(Boolean)
      .slice(0, 30),
  );

const requirements = z.object({
  title: z.string().trim().max(120).default(""),
  description: z.string().trim().min(1, MISSING).max(5000, "Use at most 5,000 characters."),
  skills: skillList,
  budget: z.coerce.number({ message: MISSING }).positive(MISSING).max(10_000_000, "Enter a smaller budget."),
  currency: z.enum(CURRENCIES).default("USD"),
  timeframe: z.enum(TIMEFRAMES).default("1 month"),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)).max(12).default([]),
});

const findInput = z.object({
  projectRequirements: requirements,
  clientLanguage: z.string().max(40).optional(),
  clientLocation: z.string().max(100).optional(),
});

const opportunityInput = z.object({
  projectDetails: z.object({
    title: z.string().trim().min(1, "Give the project a title.").max(120, "Use at most 120 characters."),
    description: z.string().trim().min(1, "Describe the project.").max(5000, "Use at most 5,000 characters."),
    budget: z.coerce.number({ message: MISSING }).positive(MISSING).max(10_000_000, "Enter a smaller budget."),
    currency: z.enum(CURRENCIES).default("USD"),
    timeframe: z.enum(TIMEFRAMES).default("1 month"),
    requirements: skillList,
    clientLocation: z.string().trim().max(100).default(""),
    preferredLocations: z.array(z.string().max(100)).max(20).default([]),
  }),
  originalLanguage: z.string().max(40).optional(),
  targetLanguages: z.array(z.enum(SPOKEN_LANGUAGES)).max(12).default([]),
});

const directoryQuery = z.object({
  q: z.string().trim().max(50).optional(),
  skill: z.string().trim().max(50).optional(),
  language: z.enum(SPOKEN_LANGUAGES).optional(),
  type: z.enum(CREATOR_TYPES).optional(),
  maxRate: z.coerce.number().min(0).max(10_000).optional(),
  page: z.coerce.number().int().min(0).max(1000).default(0),
});

const messageInput = z.object({
  recipientId: z.string({ message: "Please enter a message and select a recipient." }).min(1).max(64),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message and select a recipient.")
    .max(MAX_MESSAGE_CHARS, `Use at most ${MAX_MESSAGE_CHARS} characters.`),
  senderLanguage: z.enum(PLATFORM_LANGUAGES).optional(),
  recipientLanguage: z.enum(PLATFORM_LANGUAGES).optional(),
  messageType: z.enum(MESSAGE_TYPES).optional(),
  businessContext: z.record(z.string(), z.unknown()).optional(),
});

const idParam = z.object({ id: z.string().min(1).max(64) });

/** Scoring reads every profile: enough searches for real use, too few to turn the hub into a scraper. */
export const MATCH_SEARCHES = {
  name: "hiring-matches",
  limit: 60,
  windowMs: 60 * 60 * 1000,
  message: "You searched for creators many times this hour. Please wait a little.",
};

/** Messages one person sends an hour: a busy conversation fits, a spam run does not (each may be translated). */
export const MESSAGES_SENT = {
  name: "hiring-messages",
  limit: 60,
  windowMs: 60 * 60 * 1000,
  message: "You sent many messages this hour. Please wait a little before sending more.",
};

const clientZone = (c: { req: { raw: Request } }, profileZone: string | null) =>
  profileZone ?? ((c.req.raw as Request & { cf?: { timezone?: string } }).cf?.timezone || null);

/** The hiring hub: match creators to a project, post projects, see each one's matches. */
export const hiringRoutes = new Hono<AppEnv>()
  .post(
    "/find-matches",
    requireUser,
    planGate("hiring"),
    limitRequests(MATCH_SEARCHES, (c) => [`user:${c.get("user")?.id}`]),
    validateJson(findInput),
    async (c) => {
      const user = c.get("user");
      const { projectRequirements } = c.req.valid("json");
      const zone = clientZone(c, await profileZoneOf(c.get("db"), user.id));
      const matches = await findMatches(c.get("db"), user.id, projectRequirements, zone);
      return c.json({ success: true, matches });
    },
  )
  .post("/create-opportunity", requireUser, planGate("hiring"), validateJson(opportunityInput), async (c) => {
    const { projectDetails, targetLanguages } = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    const existing = await countOpportunities(db, user.id);
    if (existing >= MAX_OPPORTUNITIES) {
      throw new ApiError(409, "conflict", `You have ${MAX_OPPORTUNITIES} projects posted; delete one to post another.`);
    }
    const opportunity = await createOpportunity(db, user.id, {
      title: projectDetails.title,
      description: projectDetails.description,
      skills: projectDetails.requirements,
      budget: projectDetails.budget,
      currency: projectDetails.currency,
      timeframe: projectDetails.timeframe,
      languages: targetLanguages,
      clientLocation: projectDetails.clientLocation,
    });
    return c.json({ success: true, message: "Project posted.", opportunity }, 201);
  })
  .get("/opportunities", requireUser, async (c) => {
    const user = c.get("user");
    const zone = clientZone(c, await profileZoneOf(c.get("db"), user.id));
    return c.json({ success: true, opportunities: await listOpportunities(c.get("db"), user.id, zone) });
  })
  .delete("/opportunities/:id", requireUser, validate("param", idParam), async (c) => {
    const gone = await deleteOpportunity(c.get("db"), c.get("user").id, c.req.valid("param").id);
    if (!gone) throw new ApiError(404, "not_found", "No such project.");
    return c.json({ success: true });
  });

/** The creators directory: profiles anyone signed in may browse and filter. */
export const creatorRoutes = new Hono<AppEnv>().get("/", requireUser, validate("query", directoryQuery), async (c) =>
  c.json({ success: true, ...(await listCreators(c.get("db"), c.req.valid("query"))) }),
);

/** Messages between two people, translated into the reader's language (translate-message). */
export const communicationRoutes = new Hono<AppEnv>()
  .post(
    "/translate-message",
    requireUser,
    limitRequests(MESSAGES_SENT, (c) => [`user:${c.get("user")?.id}`]),
    validateJson(messageInput),
    async (c) => {
      const message = await sendMessage(c.get("db"), c.env, c.get("user"), c.req.valid("json"));
      return c.json({ success: true, translatedMessage: message.translatedText ?? message.originalText, message }, 201);
    },
  )
  .get("/contacts", requireUser, async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const [contacts, unread] = await Promise.all([listContacts(db, userId), unreadCount(db, userId)]);
    return c.json({ success: true, contacts, unread });
  })
  .get("/threads/:id", requireUser, validate("param", idParam), async (c) =>
    c.json({ success: true, messages: await readThread(c.get("db"), c.get("user").id, c.req.valid("param").id) }),
  );
