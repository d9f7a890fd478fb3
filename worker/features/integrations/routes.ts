import { Hono } from "hono";
import { z } from "zod";
import { textEngines } from "../../ai/engines";
import { AiSession } from "../../ai/session";
import { toBase64 } from "../../common/base64";
import { toCsv } from "../../common/csv";
import { fileNameFromTitle } from "../../common/file-name";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireAdmin, requireUser } from "../../http/guards";
import { limitRequests, type RateLimitRule } from "../../http/rate-limit";
import { validate, validateJson } from "../../http/validation";
import { toDocx } from "./docx";
import { googleClient, parseServiceAccount } from "./google";
import { research } from "./research";
import { integrationStatus } from "./status";
import { rowsOf } from "./table";
import { postTestMessage, WEBHOOK_INTEGRATIONS, webhookSetting } from "./webhooks";

const MAX_EXPORT_CHARS = 200_000;
const exportInput = z.object({
  content: z.string().trim().min(1, "There is nothing to export.").max(MAX_EXPORT_CHARS, "At most 200,000 characters."),
  title: z.string().trim().min(1).max(200).default("Research"),
});
const researchInput = z.object({
  topic: z.string().trim().min(1, "Enter a topic to research.").max(200, "At most 200 characters."),
  contentType: z.string().trim().max(60).default("research article"),
});

/** Research answers run a model and search; exports may call Google: a person's pace, not a script's. */
const RESEARCH_LIMIT: RateLimitRule = {
  name: "research",
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: "At most 30 research questions an hour. Try again later.",
};
const EXPORT_LIMIT: RateLimitRule = {
  name: "export",
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: "At most 30 exports an hour. Try again later.",
};

/** Real Google files when a service account is configured; a Google failure is a clear 503, never a silent fallback. */
async function toGoogle<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    console.warn("Google export failed", error instanceof Error ? error.message : error);
    throw new ApiError(
      503,
      "ai_unavailable",
      "Google did not accept the export. Try again later, or ask an admin to check the service account.",
    );
  }
}

const userLimit = (rule: RateLimitRule) => limitRequests(rule, (c) => [`user:${c.get("user")?.id}`]);

export const integrationRoutes = new Hono<AppEnv>()
  .get("/status", requireUser, async (c) =>
    c.json({ success: true as const, integrations: await integrationStatus(c.get("db"), c.env) }),
  )
  .post("/test/:name", requireAdmin, validate("param", z.object({ name: z.enum(WEBHOOK_INTEGRATIONS) })), async (c) => {
    const { name } = c.req.valid("param");
    const result = await postTestMessage(
      c.env,
      name,
      `Test message from ${new URL(c.req.url).host}: the ${name} integration works.`,
    );
    if (!result)
      throw new ApiError(
        503,
        "ai_unavailable",
        `${name} is not configured: set the ${webhookSetting(name)} secret to an incoming-webhook URL.`,
      );
    return c.json({ success: true as const, ...result });
  });

export const researchRoutes = new Hono<AppEnv>().post(
  "/enhanced",
  requireUser,
  userLimit(RESEARCH_LIMIT),
  validateJson(researchInput),
  async (c) => {
    const { topic, contentType } = c.req.valid("json");
    const ai = new AiSession(textEngines(c.env, "writer"));
    const result = await research(c.get("db"), ai, c.get("user").id, topic, contentType);
    return c.json({ success: true as const, result });
  },
);

/**
 * An export goes to Google when a service account is configured (the new file shared with the user), and is
 * otherwise handed back as a file the user can open in the same tools.
 */
async function googleOrFile(
  env: AppEnv["Bindings"],
  email: string,
  google: { made: string; create: (client: Awaited<ReturnType<typeof googleClient>>) => Promise<{ url: string }> },
  file: { message: string; name: string; mimeType: string; bytes: () => Uint8Array },
) {
  const account = parseServiceAccount(env.GOOGLE_SERVICE_ACCOUNT_JSON);
  if (account) {
    const created = await toGoogle(async () => google.create(await googleClient(account)));
    return { kind: "google" as const, url: created.url, message: `Created a ${google.made} shared with ${email}.` };
  }
  const { bytes, ...described } = file;
  return { kind: "file" as const, message: file.message, file: { ...described, base64: toBase64(bytes()) } };
}

export const exportRoutes = new Hono<AppEnv>()
  .post("/google-sheets", requireUser, userLimit(EXPORT_LIMIT), validateJson(exportInput), async (c) => {
    const { content, title } = c.req.valid("json");
    const email = c.get("user").email;
    const rows = rowsOf(content);
    const result = await googleOrFile(
      c.env,
      email,
      { made: "Google Sheet", create: (client) => client.createSheet(title, rows, email) },
      {
        message: "Google Sheets is not connected here: download the table as a CSV file, which Sheets and Excel open.",
        name: fileNameFromTitle(title, "csv", "export"),
        mimeType: "text/csv;charset=utf-8",
        bytes: () => new TextEncoder().encode(toCsv(rows)),
      },
    );
    return c.json({ success: true as const, result });
  })
  .post("/google-docs", requireUser, userLimit(EXPORT_LIMIT), validateJson(exportInput), async (c) => {
    const { content, title } = c.req.valid("json");
    const email = c.get("user").email;
    const result = await googleOrFile(
      c.env,
      email,
      { made: "Google Doc", create: (client) => client.createDoc(title, content, email) },
      {
        message: "Google Docs is not connected here: download the document as a Word file, which Docs and Word open.",
        name: fileNameFromTitle(title, "docx", "export"),
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: () => toDocx(title, content),
      },
    );
    return c.json({ success: true as const, result });
  });
