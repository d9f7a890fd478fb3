import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-client";
import { toastStore } from "./notify";
import { notifyFailure } from "./notify-failure";

const PLANS = { title: "Available on another plan", see: "See plans" };
const refusal = (status: number, code: string, message: string) =>
  new ApiRequestError(status, JSON.stringify({ error: { code, message, plan: "creator-pro" } }));

describe("a failed request's toast", () => {
  it("words a refusal a plan lifts as information with a link to the plans, not as an error", () => {
    notifyFailure(
      "Packaging Failed",
      refusal(402, "plan_required", "Premium KDP packages: this comes with the Creator Pro plan and above."),
      "Try again.",
      PLANS,
    );
    expect(toastStore.current()).toMatchObject({
      tone: "info",
      title: "Available on another plan",
      description: "Premium KDP packages: this comes with the Creator Pro plan and above.",
      action: { label: "See plans", href: "/pricing" },
    });
  });

  it("keeps other failures as errors, without a link to the plans", () => {
    notifyFailure("Packaging Failed", refusal(500, "internal_error", "Something broke."), "Try again.", PLANS);
    const toast = toastStore.current();
    expect(toast).toMatchObject({ tone: "error", title: "Packaging Failed" });
    expect(toast?.action).toBeUndefined();
  });
});
