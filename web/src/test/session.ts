import type { PlanId } from "../../../schema/pricing-enums";
import type { JsonTo } from "./route-answers";

/** The answer of GET /api/auth/me for a signed-in member on a plan, for tests that fake the API (fake-api.ts). */
export function signedInAs(tier: PlanId, role: "user" | "admin" = "user"): JsonTo<"GET /api/auth/me"> {
  return {
    success: true,
    message: "Signed in.",
    user: {
      id: "u1",
      username: "member",
      email: "member@example.com",
      name: null,
      role,
      tier,
      language: null,
      emailVerified: true,
      avatarUrl: null,
    },
  };
}
