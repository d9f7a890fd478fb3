import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { contentPipelines, pipelineSteps } from "../../../schema/global";
import { PIPELINE_STEPS, type PipelineStep } from "../../../schema/global-enums";
import { works } from "../../../schema/literary";
import type { AiSession } from "../../ai/session";
import { ApiError } from "../../http/errors";
import { buildOutline } from "../literary";
import { comparableSales } from "./comparable-sales";
import { MARKET_KNOWLEDGE } from "./market-knowledge";

const MARKET_LANGUAGE: Record<string, string> = {
  US: "en",
  UK: "en",
  CA: "en",
  AU: "en",
  DE: "de",
  FR: "fr",
  ES: "es",
  IT: "it",
  NL: "en",
  SE: "en",
  JP: "ja",
  KR: "ko",
  CN: "zh",
  IN: "hi",
  BR: "pt",
  MX: "es",
  AE: "ar",
  SG: "en",
};

/** The three default templates. Their original revenue figures were invented; comparableSales replaces them. */
export const DEFAULT_TEMPLATES = [
  {
    id: "stroke-recovery-book",
    title: "Stroke recovery business book",
    type: "book",
    targetAudience: "Stroke survivors, families and rehabilitation professionals",
    timeToComplete: "6-8 weeks",
    keywords: ["stroke recovery", "rehabilitation", "caregiving"],
    markets: ["US", "GB", "CA", "AU"],
  },
  {
    id: "laundromat-course",
    title: "Laundromat business course",
    type: "course",
    targetAudience: "First-time small business owners",
    timeToComplete: "4-6 weeks",
    keywords: ["laundromat", "small business", "passive income"],
    markets: ["US", "CA", "MX"],
  },
  {
    id: "global-creator-guides",
    title: "Global creator guides",
    type: "guide",
    targetAudience: "Creators selling digital products abroad",
    timeToComplete: "2-3 weeks",
    keywords: ["creator economy", "digital products", "localization"],
    markets: ["US", "DE", "JP", "BR"],
  },
] as const;

const ESTIMATED_TIMES: Record<PipelineStep, string> = {
  "market-research": "1 day",
  outline: "1 day",
  "first-draft": "1-2 weeks",
  localization: "3-5 days",
  "publishing-checklist": "1 day",
};

export async function listTemplates(db: Database, userId: string) {
  const own = await db
    .select({
      id: works.id,
      title: works.title,
      contentType: works.contentType,
      productId: works.marketplaceProductId,
    })
    .from(works)
    .where(eq(works.userId, userId))
    .orderBy(desc(works.updatedAt))
    .limit(20);
  const templates = [
    ...DEFAULT_TEMPLATES.map((template) => ({
      ...template,
      keywords: [...template.keywords] as string[],
      markets: [...template.markets] as string[],
      own: false,
      productId: null as number | null,
    })),
    ...own.map((work) => ({
      id: `work:${work.id}`,
      title: work.title,
      type: work.contentType,
      targetAudience: "",
      timeToComplete: "",
      keywords: [] as string[],
      markets: [] as string[],
      own: true,
      productId: work.productId,
    })),
  ];
  const sales = await comparableSales(db, userId, templates);
  return templates.map(({ productId: _productId, ...template }) => ({
    ...template,
    comparableSales: sales.get(template.id) ?? null,
  }));
}

export async function createPipeline(
  db: Database,
  userId: string,
  input: { template: string; goal: string; targetMarkets: string[]; userLanguage: string },
) {
  const templates = await listTemplates(db, userId);
  const template = templates.find((t) => t.id === input.template);
  if (!template)
    throw new ApiError(400, "invalid_input", "Choose one of the templates.", { template: ["Unknown template."] });
  const id = crypto.randomUUID();
  const steps = PIPELINE_STEPS.map((step, position) => ({
    id: crypto.randomUUID(),
    pipelineId: id,
    position,
    name: step,
    estimatedTime: ESTIMATED_TIMES[step],
    status: "pending" as const,
    progress: 0,
  }));
  await db.batch([
    db.insert(contentPipelines).values({
      id,
      userId,
      templateId: template.id,
      title: template.title,
      goal: input.goal,
      targetMarkets: input.targetMarkets,
      language: input.userLanguage,
      createdAt: Date.now(),
    }),
    db.insert(pipelineSteps).values(steps),
  ]);
  return { pipeline: await getPipeline(db, userId, id), comparableSales: template.comparableSales };
}

export async function getPipeline(db: Database, userId: string, id: string) {
  const [pipeline] = await db
    .select()
    .from(contentPipelines)
    .where(and(eq(contentPipelines.id, id), eq(contentPipelines.userId, userId)))
    .limit(1);
  if (!pipeline) throw new ApiError(404, "not_found", "No such pipeline.");
  const steps = await db
    .select()
    .from(pipelineSteps)
    .where(eq(pipelineSteps.pipelineId, id))
    .orderBy(asc(pipelineSteps.position));
  return { ...pipeline, steps };
}

function stepOutput(step: PipelineStep, pipeline: { title: string; goal: string; targetMarkets: string[] }): string {
  const markets = pipeline.targetMarkets;
  switch (step) {
    case "market-research":
      return markets
        .map((code) => {
          const knowledge = MARKET_KNOWLEDGE[MARKET_LANGUAGE[code] ?? "en"]!;
          return `## ${code}\n- ${knowledge.formality}\n- ${knowledge.paymentHabits}\n- ${knowledge.seasons}`;
        })
        .join("\n\n");
    case "outline":
      return buildOutline({
        contentType: "book",
        chapterLines: "",
        description: `${pipeline.title}. ${pipeline.goal}`,
        sourceContent: "",
        length: "short",
      })
        .map((c, i) => `${i + 1}. ${c.title}`)
        .join("\n");
    case "first-draft":
      return `Draft "${pipeline.title}" in the Literary Studio from the outline: it writes chapter by chapter and saves the work. Goal: ${pipeline.goal}`;
    case "localization":
      return markets
        .map(
          (code) =>
            `- ${code}: translate into ${MARKET_LANGUAGE[code]}, adapt dates as ${MARKET_KNOWLEDGE[MARKET_LANGUAGE[code] ?? "en"]!.dateFormat} and prices into local currency.`,
        )
        .join("\n");
    case "publishing-checklist":
      return [
        "Build a KDP package and run the test publish.",
        "List the work in the marketplace.",
        `Announce it in ${markets.join(", ")} during the seasons noted in the research step.`,
      ]
        .map((line) => `- [ ] ${line}`)
        .join("\n");
  }
}

/** What a language model is asked to write for each step; the offline output is given to it as facts and structure. */
const STEP_BRIEFS: Record<PipelineStep, string> = {
  "market-research":
    "Write market research for selling this work. Keep each '## <market>' heading given and write three short bullet points under it on the audience, pricing and timing there, using the facts given and only well-established knowledge.",
  outline:
    "Write a chapter outline for this work: 8 to 12 numbered chapter titles, one per line, each followed by ' — ' and one sentence on what the chapter gives the reader.",
  "first-draft":
    "Write the opening of this work: an introduction of about 250 words saying who it is for and what the reader will be able to do after reading it. Plain prose, no headings.",
  localization:
    "Write a localization plan: for each market given, one bullet on language, tone, date and price formats, and one thing to adapt in the examples.",
  "publishing-checklist":
    "Write a publishing checklist of 5 to 8 items, each as '- [ ] <item>', in the order to do them, for launching this work in the markets given.",
};

/** A step's output: written by a language model from the offline draft when one answers, else the offline draft. */
async function writeStep(
  ai: AiSession,
  name: PipelineStep,
  pipeline: { title: string; goal: string; targetMarkets: string[] },
) {
  const draft = stepOutput(name, pipeline);
  const brief = STEP_BRIEFS[name];
  const written = ai.available
    ? await ai.generate({
        system: `You help a creator plan a piece of content for international markets. ${brief} Answer with the text only.`,
        prompt: `Work: ${pipeline.title}\nGoal: ${pipeline.goal}\nMarkets: ${pipeline.targetMarkets.join(", ")}\n\nFacts and structure to build on:\n${draft}`,
        maxOutputTokens: 700,
      })
    : null;
  if (written?.text) return { output: written.text, engine: written.engine, model: written.model };
  return { output: draft, engine: "offline" as const, model: "pipeline-templates" };
}

/**
 * Runs one pending step: pending → in-progress → completed (progress 100), with its output, engine and model stored.
 * Claiming the step is one conditional update, so two clicks cannot run it twice.
 */
export async function runStep(db: Database, ai: AiSession, userId: string, stepId: string) {
  const [step] = await db.select().from(pipelineSteps).where(eq(pipelineSteps.id, stepId)).limit(1);
  if (!step) throw new ApiError(404, "not_found", "No such step.");
  const pipeline = await getPipeline(db, userId, step.pipelineId);
  const claimed = await db
    .update(pipelineSteps)
    .set({ status: "in-progress", progress: 10 })
    .where(and(eq(pipelineSteps.id, stepId), eq(pipelineSteps.status, "pending")))
    .returning({ id: pipelineSteps.id });
  if (claimed.length === 0) throw new ApiError(409, "conflict", "Only pending steps can be generated.");
  let written: Awaited<ReturnType<typeof writeStep>>;
  try {
    written = await writeStep(ai, step.name, pipeline);
  } catch (error) {
    await db.update(pipelineSteps).set({ status: "pending", progress: 0 }).where(eq(pipelineSteps.id, stepId));
    throw error;
  }
  const { output, engine, model } = written;
  const [done] = await db
    .update(pipelineSteps)
    .set({ status: "completed", progress: 100, output, engine, model })
    .where(eq(pipelineSteps.id, stepId))
    .returning();
  return { step: done!, engine, model };
}
