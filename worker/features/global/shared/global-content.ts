// The value lists of the content factory and the content pipeline, shared with their pages. The pipeline
// targets any of the platform's markets (MARKETS in schema/global-enums.ts); the factory writes for 12 of them.

import type { Market } from "../../../../schema/global-enums";

/** The factory's 12 markets and their languages; the English name is for the model's instructions. */
export const FACTORY_MARKETS = {
  US: { name: "United States", language: "en" },
  GB: { name: "United Kingdom", language: "en" },
  DE: { name: "Germany", language: "de" },
  FR: { name: "France", language: "fr" },
  ES: { name: "Spain", language: "es" },
  IT: { name: "Italy", language: "it" },
  JP: { name: "Japan", language: "ja" },
  CN: { name: "China", language: "zh" },
  BR: { name: "Brazil", language: "pt" },
  MX: { name: "Mexico", language: "es" },
  CA: { name: "Canada", language: "en" },
  AU: { name: "Australia", language: "en" },
} as const satisfies Partial<Record<Market, { name: string; language: string }>>;
export type FactoryMarket = keyof typeof FACTORY_MARKETS;

/** Six content types, valued from $500 to $50K. */
export const FACTORY_CONTENT_TYPES = {
  "enterprise-guide": { label: "Enterprise guide" },
  "industry-analysis": { label: "Industry analysis" },
  "case-studies": { label: "Case studies" },
  "white-papers": { label: "White paper" },
  "market-reports": { label: "Market report" },
  "seo-articles": { label: "SEO article" },
} as const satisfies Record<string, { label: string }>;
export type FactoryContentType = keyof typeof FACTORY_CONTENT_TYPES;

export const FACTORY_INDUSTRIES = [
  "healthcare",
  "finance",
  "technology",
  "education",
  "retail",
  "manufacturing",
  "real-estate",
  "hospitality",
  "legal",
  "marketing",
] as const;
