import type { BillingPeriod, Currency, PlanId } from "../../schema/pricing-enums";

// Plans and prices: what each plan costs and allows, shared by the server and the pricing page.

export const PLAN_NAMES: Record<PlanId, string> = {
  free: "Free",
  "creator-pro": "Creator Pro",
  professional: "Professional",
  enterprise: "Enterprise",
};

/** USD per month, billed monthly / billed annually. */
export const PLAN_PRICES: Record<PlanId, Record<BillingPeriod, number>> = {
  free: { monthly: 0, annual: 0 },
  "creator-pro": { monthly: 99, annual: 79 },
  professional: { monthly: 249, annual: 199 },
  enterprise: { monthly: 599, annual: 499 },
};

/** The kinds of AI use with a daily allowance, in the order the pricing page lists them. */
export const QUOTA_KINDS = ["literary", "humanizer", "translation", "marketing"] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

/**
 * Daily allowances per plan, by kind of AI use; null means unlimited. A marketing content run writes up to 12 pieces
 * (a model call each), so it has the smallest allowance.
 */
export const PLAN_QUOTAS: Record<PlanId, Record<QuotaKind, number | null>> = {
  free: { literary: 2, humanizer: 1, translation: 5, marketing: 3 },
  "creator-pro": { literary: 25, humanizer: 100, translation: 200, marketing: 20 },
  professional: { literary: 100, humanizer: 500, translation: 1000, marketing: 100 },
  enterprise: { literary: null, humanizer: null, translation: null, marketing: null },
};

/** One plan as `GET /api/pricing/plans` returns it, priced in the asked currency. */
export interface PricedPlan {
  id: PlanId;
  name: string;
  originalPrice: number;
  localPrice: number;
  currency: Currency;
  period: BillingPeriod;
  popular: boolean;
  enterprise: boolean;
  features: string[];
}

/** The plans from cheapest to dearest: a plan includes everything of the plans before it. */
export const PLAN_ORDER: readonly PlanId[] = ["free", "creator-pro", "professional", "enterprise"];

/** What each plan adds beyond its allowances, as the pricing page lists it (keys of its `features.extras` catalog). */
export const PLAN_EXTRAS = {
  free: ["marketplace"],
  "creator-pro": ["share", "kdp", "priority"],
  professional: ["everythingPro", "hiring", "factory"],
  enterprise: ["everythingProfessional", "teams", "support"],
} as const satisfies Record<PlanId, readonly string[]>;

export type PlanExtra = (typeof PLAN_EXTRAS)[PlanId][number];

/**
 * The features the server refuses below a plan: the first plan that includes each, and the line of the pricing page
 * that sells it. A refusal answers 402 `plan_required` naming that plan.
 */
export const PLAN_FEATURES = {
  "kdp-premium": { plan: "creator-pro", extra: "kdp", name: "Premium KDP packages" },
  "content-factory": { plan: "professional", extra: "factory", name: "The Content Factory and Pipeline" },
  "master-override": { plan: "professional", extra: "everythingPro", name: "Master Override (up to 200 chapters)" },
  hiring: {
    plan: "professional",
    extra: "hiring",
    name: "The Global Hiring Hub (matching, posting projects, starting conversations)",
  },
} as const satisfies Record<string, { plan: PlanId; extra: PlanExtra; name: string }>;

export type PlanFeature = keyof typeof PLAN_FEATURES;

export function planIncludes(plan: PlanId, feature: PlanFeature): boolean {
  return PLAN_ORDER.indexOf(plan) >= PLAN_ORDER.indexOf(PLAN_FEATURES[feature].plan);
}

/** Members a project may have, owner included, by the owner's plan ("team workspaces and seats"). */
export const PROJECT_SEATS: Record<PlanId, number> = {
  free: 5,
  "creator-pro": 10,
  professional: 25,
  enterprise: 100,
};

/** AI jobs a user may have running at once ("priority processing": paid plans run more side by side). */
export const CONCURRENT_AI_JOBS: Record<PlanId, number> = {
  free: 2,
  "creator-pro": 5,
  professional: 10,
  enterprise: 20,
};

/** The cheapest plan with at least `amount` of a per-plan limit, for a refusal to name. */
export function cheapestPlanWith(limits: Record<PlanId, number>, amount: number): PlanId | null {
  return PLAN_ORDER.find((plan) => limits[plan] >= amount) ?? null;
}

/**
 * What a plan includes, in the reader's language (the pricing catalog's `features.*`): the daily limits the server
 * enforces, the AI jobs at once, the project seats, then the extras it gates. The app and the worker's first paint
 * of /pricing both list it so.
 */
export function planFeatureLines(plan: PlanId, t: (key: string, values?: Record<string, number>) => string): string[] {
  return [
    ...QUOTA_KINDS.map((kind) => {
      const limit = PLAN_QUOTAS[plan][kind];
      return limit === null ? t(`features.${kind}Unlimited`) : t(`features.${kind}`, { count: limit });
    }),
    t("features.jobs", { count: CONCURRENT_AI_JOBS[plan] }),
    t("features.seats", { count: PROJECT_SEATS[plan] }),
    ...PLAN_EXTRAS[plan].map((extra) => t(`features.extras.${extra}`)),
  ];
}

/** A plan's price as the pricing page shows it: whole amounts without decimals. */
export function planMoney(amount: number, currency: string, language: string): string {
  const maximumFractionDigits = amount % 1 === 0 ? 0 : 2;
  return new Intl.NumberFormat(language, { style: "currency", currency, maximumFractionDigits }).format(amount);
}
