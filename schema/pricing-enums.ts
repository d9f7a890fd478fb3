/** The plan, period and currency values the tables store (spec 000 §9), free of table code. */
export const PLAN_IDS = ["free", "creator-pro", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_PERIODS = ["monthly", "annual"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "CNY", "JPY", "KRW"] as const;
export type Currency = (typeof CURRENCIES)[number];
