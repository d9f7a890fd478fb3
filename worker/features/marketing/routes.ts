import { Hono } from "hono";
import { z } from "zod";
import {
  AUTOMATION_RULES,
  CAMPAIGN_MARKETS,
  CAMPAIGN_TYPES,
  CONTENT_PIECE_TYPES,
} from "../../../schema/marketing-enums";
import { OFFLINE_MODEL } from "../../ai/engines";
import { runMeteredJob } from "../../ai/metered-job";
import { linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { clientIp, limitRequests, type RateLimitRule } from "../../http/rate-limit";
import { validate, validateJson } from "../../http/validation";
import { activeMarkets } from "../ecosystem";
import { createCampaign, listCampaigns, ownCampaign, trackedLink } from "./campaigns";
import { generateCampaignContent, listCampaignContent, MAX_MARKETS_PER_REQUEST } from "./content";
import { listRules, setRule } from "./rules";
import { CAMPAIGN_CODE, recordCampaignVisit } from "./visits";

const MISSING = "Please complete all campaign fields";
const required = (max: number) => z.string().trim().min(1, MISSING).max(max, `At most ${max} characters.`);
const language = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "A language code such as en or pt-BR.");

const campaignInput = z.object({
  name: required(120),
  type: z.enum(CAMPAIGN_TYPES),
  targetAudience: required(200),
  goal: required(500),
  markets: z.array(z.enum(CAMPAIGN_MARKETS)).min(1, MISSING).max(CAMPAIGN_MARKETS.length),
  language: language.default("en"),
  // The spec's call sends the reader's region; a campaign's markets say where it runs, so it is accepted and ignored.
  region: z.string().max(10).optional(),
});
const contentInput = z.object({
  campaignId: z.string().uuid("No such campaign."),
  contentTypes: z
    .array(z.enum(CONTENT_PIECE_TYPES))
    .min(1)
    .max(CONTENT_PIECE_TYPES.length)
    .default([...CONTENT_PIECE_TYPES]),
  markets: z.array(z.enum(CAMPAIGN_MARKETS)).min(1).max(MAX_MARKETS_PER_REQUEST).optional(),
  targetLanguage: language.default("en"),
  culturalAdaptation: z.boolean().default(true),
});
const ruleInput = z.object({ id: z.enum(AUTOMATION_RULES), enabled: z.boolean() });
const campaignParam = z.object({ id: z.string().uuid("No such campaign.") });

/** Visits through campaign links, per browser address: enough for people, not for filling the table. */
const CAMPAIGN_VISITS: RateLimitRule = {
  name: "campaign-visit",
  limit: 60,
  windowMs: 60 * 60 * 1000,
  message: "Too many campaign visits from this address. Try again later.",
};

export const marketingRoutes = new Hono<AppEnv>()
  .post(
    "/visit",
    limitRequests(CAMPAIGN_VISITS, (c) => [`ip:${clientIp(c)}`]),
    validateJson(z.object({ code: z.string().regex(CAMPAIGN_CODE, "Not a campaign code.") })),
    async (c) => c.json({ success: true as const, counted: await recordCampaignVisit(c, c.req.valid("json").code) }),
  )
  .get("/campaigns", requireUser, async (c) => {
    const origin = linkOrigin(c.env, c.req.url);
    const campaigns = await listCampaigns(c.get("db"), c.get("user").id);
    return c.json({
      success: true as const,
      campaigns: campaigns.map((campaign) => ({ ...campaign, trackedLink: trackedLink(origin, campaign.code) })),
    });
  })
  .get("/markets", requireUser, async (c) =>
    c.json({ success: true as const, markets: await activeMarkets(c.get("db")) }),
  )
  .post("/create-campaign", requireUser, validateJson(campaignInput), async (c) => {
    const { region: _region, ...input } = c.req.valid("json");
    const active = await activeMarkets(c.get("db"));
    const closed = input.markets.filter((market) => !active.includes(market));
    if (closed.length > 0)
      throw new ApiError(400, "invalid_input", `The platform does not serve ${closed.join(", ")} yet.`);
    const campaign = await createCampaign(c.get("db"), c.get("user").id, input);
    return c.json({
      success: true as const,
      campaign: { ...campaign, trackedLink: trackedLink(linkOrigin(c.env, c.req.url), campaign.code) },
    });
  })
  .get("/campaigns/:id/content", requireUser, validate("param", campaignParam), async (c) => {
    const campaign = await ownCampaign(c.get("db"), c.get("user").id, c.req.valid("param").id);
    return c.json({ success: true as const, contentPieces: await listCampaignContent(c.get("db"), campaign.id) });
  })
  .post("/generate-content", requireUser, validateJson(contentInput), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const campaign = await ownCampaign(db, c.get("user").id, input.campaignId);
    const markets = input.markets ?? campaign.markets.slice(0, MAX_MARKETS_PER_REQUEST);
    const foreign = markets.filter((market) => !campaign.markets.includes(market));
    if (foreign.length > 0)
      throw new ApiError(400, "invalid_input", `This campaign does not target ${foreign.join(", ")}.`);
    const link = trackedLink(linkOrigin(c.env, c.req.url), campaign.code);
    return runMeteredJob(c, "marketing-content", "writer", async (ai) => {
      const contentPieces = await generateCampaignContent(db, ai, campaign, { ...input, markets }, link);
      const written = ai.lastUsed;
      return {
        success: true as const,
        engine: written?.engine ?? ("offline" as const),
        model: written?.model ?? OFFLINE_MODEL,
        message: written
          ? `Written by ${written.model}.`
          : "The offline engine filled structured English templates for you to finish; configure a language model for finished copy in each market's language.",
        contentPieces,
      };
    });
  })
  .get("/automation-rules", requireUser, async (c) =>
    c.json({ success: true as const, rules: await listRules(c.get("db"), c.get("user").id) }),
  )
  .post("/automation-rule", requireUser, validateJson(ruleInput), async (c) => {
    const { id, enabled } = c.req.valid("json");
    return c.json({ success: true as const, rule: await setRule(c.get("db"), c.get("user").id, id, enabled) });
  });
