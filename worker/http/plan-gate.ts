import { createMiddleware } from "hono/factory";
import type { PlanId } from "../../schema/pricing-enums";
import { PLAN_FEATURES, PLAN_NAMES, type PlanFeature, planIncludes } from "../common/plans";
import type { AppEnv } from "../env";
import { PlanRequiredError } from "./errors";
import type { SessionUser } from "./session";

/** Refuses a feature below the first plan that includes it (the pricing page's table), naming that plan. */
export function requirePlan(plan: PlanId, feature: PlanFeature): void {
  if (planIncludes(plan, feature)) return;
  const { plan: needed, name } = PLAN_FEATURES[feature];
  throw new PlanRequiredError(
    needed,
    `${name}: this comes with the ${PLAN_NAMES[needed]} plan and above, and you are on ${PLAN_NAMES[plan]}.`,
  );
}

/** Middleware form of `requirePlan`, after `requireUser`. */
export const planGate = (feature: PlanFeature) =>
  createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
    requirePlan(c.get("user").tier, feature);
    await next();
  });
