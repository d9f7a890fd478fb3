/** The demo's choices. */
export const TASK_COMPLEXITIES = ["simple", "medium", "complex", "expert"] as const;
export type TaskComplexity = (typeof TASK_COMPLEXITIES)[number];
export const TASK_CONTENT_TYPES = ["creative", "technical", "analytical", "conversational", "research"] as const;
export type TaskContentType = (typeof TASK_CONTENT_TYPES)[number];
export const BUDGET_PRIORITIES = ["cost-optimized", "balanced", "performance-first"] as const;
export type BudgetPriority = (typeof BUDGET_PRIORITIES)[number];
/** The model catalogue's strengths: the content types, and simple tasks. */
export type ModelStrength = TaskContentType | "simple";
/** The calculator's task mixes. */
export const TASK_MIXES = ["mixed", "creative", "technical"] as const;
export type TaskMix = (typeof TASK_MIXES)[number];
/** How outreach e-mail left: Cloudflare's sending binding, the HTTP provider, or kept in the outbox (none configured). */
export const OUTREACH_DELIVERIES = ["cloudflare", "http", "outbox"] as const;
export type OutreachDelivery = (typeof OUTREACH_DELIVERIES)[number];
