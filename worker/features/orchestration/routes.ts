import { Hono } from "hono";
import { z } from "zod";
import {
  BUDGET_PRIORITIES,
  TASK_COMPLEXITIES,
  TASK_CONTENT_TYPES,
  TASK_MIXES,
} from "../../../schema/orchestration-enums";
import { emailSender, linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireAdmin } from "../../http/guards";
import { clientIp, limitRequests, type RateLimitRule } from "../../http/rate-limit";
import { validateJson } from "../../http/validation";
import { readOutreachRecipients } from "../admin";
import { calculateSavings } from "./calculator";
import { modelCatalogue } from "./catalogue";
import { classifyTask } from "./classify";
import { executeTask } from "./execute";
import { readOutreachLog, sendOutreach } from "./outreach";
import { estimateTokens, routeTask } from "./route";

/** The demo runs tasks for visitors: however long the answer asked for, it writes at most this many tokens. */
const MAX_EXECUTED_OUTPUT_TOKENS = 4000;

const MAX_PROMPT_CHARS = 8000;
const prompt = z
  .string()
  .trim()
  .min(1, "Input Required: Please enter a task for AI orchestration analysis")
  .max(MAX_PROMPT_CHARS, `At most ${MAX_PROMPT_CHARS.toLocaleString("en-US")} characters.`);
const requirements = z.object({
  complexity: z.enum(TASK_COMPLEXITIES).optional(),
  contentType: z.enum(TASK_CONTENT_TYPES).optional(),
  budget: z.enum(BUDGET_PRIORITIES).default("balanced"),
  // The demo sends urgency medium and at most $1 a task. A quality threshold is a floor above what the task's
  // complexity needs (route.ts MIN_QUALITY); none by default.
  urgency: z.string().max(20).optional(),
  qualityThreshold: z.number().min(0).max(100).default(0),
  maxCostPerTask: z.number().positive().max(100).default(1),
});
const analyzeInput = z.object({ prompt, requirements: requirements.prefault({}) });
const executeInput = z.object({
  prompt,
  orchestration: z
    .object({
      selectedModel: z.string().max(200),
      fallbackOptions: z.array(z.object({ model: z.string().max(200) })).max(10),
    })
    .nullish(),
  requirements: requirements.prefault({}),
});
const calculatorInput = z.object({
  monthlyAISpend: z
    .number({ message: "Invalid Input: Please enter a valid monthly AI spend amount" })
    .positive("Invalid Input: Please enter a valid monthly AI spend amount")
    .max(100_000_000),
  taskTypes: z.enum(TASK_MIXES).default("mixed"),
});

const outreachInput = z.object({
  campaign: z.string().trim().min(1, "Name the campaign.").max(100, "At most 100 characters."),
  subject: z.string().trim().min(1, "Write a subject.").max(150, "At most 150 characters."),
  message: z.string().trim().min(1, "Write the message.").max(5000, "At most 5,000 characters."),
  // The spec's call also sends `from`: it is not accepted, since mail leaves only as the configured EMAIL_FROM.
});

/** Each send writes to the whole list: a handful an hour is an admin's pace, not a spammer's. */
const OUTREACH_SENDS: RateLimitRule = {
  name: "outreach-send",
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "At most 5 outreach sends an hour. Try again later.",
};

/** The demo is open to visitors: each address may run a few tasks an hour on the platform's models. */
const EXECUTIONS: RateLimitRule = {
  name: "orchestration-execute",
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: "At most 10 demo tasks an hour from one address. Try again later.",
};
const ANALYSES: RateLimitRule = {
  name: "orchestration-analyze",
  limit: 120,
  windowMs: 60 * 60 * 1000,
  message: "Too many analyses from this address. Try again later.",
};

export const orchestrationRoutes = new Hono<AppEnv>()
  .post(
    "/complete-analyze",
    limitRequests(ANALYSES, (c) => [`ip:${clientIp(c)}`]),
    validateJson(analyzeInput),
    async (c) => {
      const input = c.req.valid("json");
      const task = classifyTask(input.prompt, input.requirements);
      return c.json({
        success: true as const,
        ...routeTask(modelCatalogue(c.env), task, input.prompt, input.requirements),
      });
    },
  )
  .post(
    "/complete-execute",
    limitRequests(EXECUTIONS, (c) => [`ip:${clientIp(c)}`]),
    validateJson(executeInput),
    async (c) => {
      const input = c.req.valid("json");
      if (!input.orchestration) throw new ApiError(409, "conflict", "Analysis Required: Please analyze the task first");
      const catalogue = modelCatalogue(c.env);
      // The route is re-derived from the server's catalogue: a client cannot name a model the platform does not offer.
      const names = [
        input.orchestration.selectedModel,
        ...input.orchestration.fallbackOptions.map((option) => option.model),
      ];
      const route = names
        .map((name) => catalogue.find((model) => model.model === name))
        .filter((model) => model !== undefined);
      const task = classifyTask(input.prompt, input.requirements);
      const { output } = estimateTokens(input.prompt, task);
      const result = await executeTask(c.env, input.prompt, route, Math.min(output, MAX_EXECUTED_OUTPUT_TOKENS));
      return c.json({ success: true as const, ...result });
    },
  )
  .get("/outreach", requireAdmin, async (c) => {
    const db = c.get("db");
    const [recipients, sends] = await Promise.all([readOutreachRecipients(db), readOutreachLog(db)]);
    return c.json({ recipients, delivery: emailSender(c.env, db).name, sends });
  })
  .post(
    "/send-outreach",
    requireAdmin,
    validateJson(outreachInput),
    limitRequests(OUTREACH_SENDS, (c) => [`user:${c.get("user")!.id}`]),
    async (c) => {
      const db = c.get("db");
      const recipients = await readOutreachRecipients(db);
      if (recipients.length === 0)
        throw new ApiError(409, "conflict", "No Recipients: add outreach recipients in Admin Settings first.");
      const user = c.get("user")!;
      const result = await sendOutreach(db, emailSender(c.env, db), c.req.valid("json"), {
        recipients,
        adminId: user.id,
        language: user.language,
        site: linkOrigin(c.env, c.req.url),
      });
      return c.json({ success: true as const, ...result });
    },
  )
  .post("/cost-calculator", validateJson(calculatorInput), async (c) => {
    const { monthlyAISpend, taskTypes } = c.req.valid("json");
    return c.json({ success: true as const, ...calculateSavings(modelCatalogue(c.env), monthlyAISpend, taskTypes) });
  });
