/**
 * The platform's 18 markets, as ISO 3166-1 alpha-2 codes, the codes Cloudflare reports for a visitor's
 * country; every list of markets (campaigns, the content pipeline, the content factory) is this one or a part of it,
 * and the web app names them per language.
 */
export const MARKETS = [
  "US",
  "GB",
  "CA",
  "AU",
  "DE",
  "FR",
  "ES",
  "IT",
  "JP",
  "KR",
  "CN",
  "IN",
  "BR",
  "MX",
  "NL",
  "SE",
  "NO",
  "DK",
] as const;
export type Market = (typeof MARKETS)[number];

/** The content pipeline's steps, in the order they run, by id; the web app names them through its catalogs. */
export const PIPELINE_STEPS = [
  "market-research",
  "outline",
  "first-draft",
  "localization",
  "publishing-checklist",
] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];
