/** The plan, period and currency values the tables store, free of table code. */
export const PLAN_IDS = ["free", "creator-pro", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_PERIODS = ["monthly", "annual"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "CNY", "JPY", "KRW"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * pending: checkout not finished; active: paid for the current period; past_due: a renewal failed (the plan holds
 * until the period ends); canceled: ended, the plan is free again.
 */
export const SUBSCRIPTION_STATUSES = ["pending", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
