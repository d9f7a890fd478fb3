import { hc } from "hono/client";
import type { literaryRoutes } from "../../../../../worker/features/literary/routes";
import { apiFetch } from "../../../lib/api-client";

const literary = hc<typeof literaryRoutes>("/api/literary", { fetch: apiFetch });

/** The fixed request of the landing page's free demo. */
export const DEMO_REQUEST = {
  topic: "Rebuilding daily routines after a stroke",
  format: "guide",
  length: 800,
  style: "empathetic",
  targetAudience: "stroke survivors and their families",
} as const;

export const DEMO_PREVIEW_CHARS = 2000;

export interface DemoPreview {
  text: string;
  wordCount: number | null;
}

/**
 * Runs the landing page's demo. The landing page imports this module (and the typed client) only when the visitor
 * clicks, so the first page a visitor sees does not carry them.
 */
export async function runDemo(): Promise<DemoPreview> {
  const response = await (await literary.generate.$post({ json: DEMO_REQUEST })).json();
  if (!response.success) throw new Error("Demo failed");
  const text = response.files.map((file) => file.content).join("\n\n");
  return { text: text.slice(0, DEMO_PREVIEW_CHARS), wordCount: response.content.wordCount };
}
