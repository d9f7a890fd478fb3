import type { BillingPeriod, Currency, PlanId } from "../../schema/pricing-enums";

// Plans and prices (spec 000 §9): what each plan costs and allows, shared by the server and the pricing page.

/** USD per month, billed monthly / billed annually. */
export const PLAN_PRICES: Record<PlanId, Record<BillingPeriod, number>> = {
  free: { monthly: 0, annual: 0 },
  "creator-pro": { monthly: 99, annual: 79 },
  professional: { monthly: 249, annual: 199 },
  enterprise: { monthly: 599, annual: 499 },
};

/** Daily allowances per plan, by kind of AI use; null means unlimited. */
export const PLAN_QUOTAS: Record<PlanId, Record<"literary" | "humanizer" | "translation", number | null>> = {
  free: { literary: 2, humanizer: 1, translation: 5 },
  "creator-pro": { literary: 25, humanizer: 100, translation: 200 },
  professional: { literary: 100, humanizer: 500, translation: 1000 },
  enterprise: { literary: null, humanizer: null, translation: null },
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

/** Master Override (up to 200 chapters in one creation, each a model call) comes with these plans. */
export const MASTER_OVERRIDE_PLANS: readonly PlanId[] = ["professional", "enterprise"];
