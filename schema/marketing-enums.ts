import { MARKETS } from "./global-enums";

/** Campaigns start with the platform's 18 markets. */
export const BASE_MARKETS = MARKETS;

/** The markets the ecosystem's Launch New Markets opens (those not among the base markets are added). */
export const EXPANSION_MARKETS = ["CN", "IN", "BR", "RU", "ZA", "ID", "TR", "TH", "VN", "PH", "EG", "NG"] as const;

/** Every market a campaign may name; the launched ones only once an admin has launched them. */
export const CAMPAIGN_MARKETS = [...new Set([...BASE_MARKETS, ...EXPANSION_MARKETS])] as [
  (typeof BASE_MARKETS)[number],
  ...((typeof BASE_MARKETS)[number] | (typeof EXPANSION_MARKETS)[number])[],
];
export type CampaignMarket = (typeof BASE_MARKETS)[number] | (typeof EXPANSION_MARKETS)[number];

/** The four campaign types. */
export const CAMPAIGN_TYPES = ["email", "social", "content", "seo"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const CAMPAIGN_STATUSES = ["active", "paused", "completed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The pieces content generation writes. */
export const CONTENT_PIECE_TYPES = ["email", "social", "blog", "ads"] as const;
export type ContentPieceType = (typeof CONTENT_PIECE_TYPES)[number];

/** The four built-in automation rules every user has; the scheduled job evaluates the enabled ones. */
export const AUTOMATION_RULES = ["generate-content", "pause-inactive", "resume-on-visit", "complete-finished"] as const;
export type AutomationRuleId = (typeof AUTOMATION_RULES)[number];
