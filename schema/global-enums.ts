/** The content pipeline's steps, in the order they run, by id; the web app names them through its catalogs. */
export const PIPELINE_STEPS = [
  "market-research",
  "outline",
  "first-draft",
  "localization",
  "publishing-checklist",
] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];
