import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { contentPipelines } from "../../../schema/global";
import { MARKETS } from "../../../schema/global-enums";
import { runMeteredJob } from "../../ai/metered-job";
import { COMMA } from "../../common/comma-list";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { planGate } from "../../http/plan-gate";
import { validateJson } from "../../http/validation";
import { generateGlobalContent, revenueByMarket } from "./factory";
import { createPipeline, getPipeline, listTemplates, runStep } from "./pipeline";
import {
  FACTORY_CONTENT_TYPES,
  FACTORY_INDUSTRIES,
  FACTORY_MARKETS,
  type FactoryContentType,
  type FactoryMarket,
} from "./shared/global-content";

const factoryInput = z.object({
  market: z.enum(Object.keys(FACTORY_MARKETS) as [FactoryMarket, ...FactoryMarket[]]),
  contentType: z.enum(Object.keys(FACTORY_CONTENT_TYPES) as [FactoryContentType, ...FactoryContentType[]]),
  industry: z.enum(FACTORY_INDUSTRIES),
  topic: z.string().trim().min(3, "Enter a topic.").max(200),
  keywords: z
    .union([z.string().max(1000), z.array(z.string().max(80)).max(20)])
    .default("")
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(COMMA))
        .map((k) => k.trim().toLowerCase().slice(0, 80))
        .filter(Boolean)
        .slice(0, 10),
    ),
});

const templatesInput = z
  .object({
    language: z.string().max(10).optional(),
    region: z.string().max(10).optional(),
    expertise: z.string().max(200).optional(),
  })
  .default({});
const pipelineInput = z.object({
  template: z.string().max(100).default(""),
  goal: z.string().trim().max(500).default(""),
  targetMarkets: z.array(z.enum(MARKETS)).max(MARKETS.length).default([]),
  userLanguage: z.string().max(10).default("en"),
  userRegion: z.string().max(10).optional(),
  expertise: z.string().max(200).optional(),
});
const stepInput = z.object({ stepId: z.string().uuid("Unknown step.") }).passthrough();

export const globalSeoRoutes = new Hono<AppEnv>()
  .get("/markets", requireUser, async (c) =>
    c.json({ success: true, markets: await revenueByMarket(c.get("db"), c.get("user")) }),
  )
  .post("/generate-global-content", requireUser, planGate("content-factory"), validateJson(factoryInput), (c) => {
    const input = c.req.valid("json");
    return runMeteredJob(c, "global-content", "writer", (ai) =>
      generateGlobalContent(ai, input, { db: c.get("db"), viewer: c.get("user") }),
    );
  });

export const contentRoutes = new Hono<AppEnv>()
  .post("/templates", requireUser, validateJson(templatesInput), async (c) =>
    c.json({ success: true, templates: await listTemplates(c.get("db"), c.get("user").id) }),
  )
  .post("/create-pipeline", requireUser, planGate("content-factory"), validateJson(pipelineInput), async (c) => {
    const input = c.req.valid("json");
    if (!input.template || !input.goal || input.targetMarkets.length === 0)
      throw new ApiError(400, "invalid_input", "Please complete all fields.");
    const { pipeline, comparableSales } = await createPipeline(c.get("db"), c.get("user").id, input);
    return c.json({ success: true, pipeline, comparableSales }, 201);
  })
  .get("/pipelines/latest", requireUser, async (c) => {
    const [latest] = await c
      .get("db")
      .select({ id: contentPipelines.id })
      .from(contentPipelines)
      .where(eq(contentPipelines.userId, c.get("user").id))
      .orderBy(desc(contentPipelines.createdAt))
      .limit(1);
    return c.json({
      success: true,
      pipeline: latest ? await getPipeline(c.get("db"), c.get("user").id, latest.id) : null,
    });
  })
  .post("/auto-generate", requireUser, planGate("content-factory"), validateJson(stepInput), (c) =>
    runMeteredJob(c, "content-pipeline", "writer", async (ai) => ({
      success: true as const,
      ...(await runStep(c.get("db"), ai, c.get("user").id, c.req.valid("json").stepId)),
    })),
  );
