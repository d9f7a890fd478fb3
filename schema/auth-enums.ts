export const USER_ROLES = ["user", "admin"] as const;
export const PLAN_TIERS = ["free", "creator-pro", "professional", "enterprise"] as const;
export const CREATOR_TYPES = ["creator", "traditional", "kreaitor", "business"] as const;
export const RESPONSE_TIMES = ["1 hour", "4 hours", "1 day", "3 days"] as const;

export type UserRole = (typeof USER_ROLES)[number];
export type PlanTier = (typeof PLAN_TIERS)[number];
export type CreatorType = (typeof CREATOR_TYPES)[number];
export type ResponseTime = (typeof RESPONSE_TIMES)[number];
