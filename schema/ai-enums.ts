/** Every metered AI tool, as recorded in the metering table; allowances and "uses today" count these names. */
export const METERED_TOOLS = [
  "literary-create",
  "literary-ghostwrite",
  "humanizer",
  "smart-mode",
  "overkill-mode",
  "unified-ai",
  "translation",
  "global-content",
  "content-pipeline",
  "image-generation",
  "marketing-content",
] as const;
export type MeteredTool = (typeof METERED_TOOLS)[number];
