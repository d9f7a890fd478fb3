import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeApi, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import type { BillingSubscription } from "./api/billing-queries";
import { BillingCard } from "./BillingCard";

const MARCH_3_2026 = Date.UTC(2026, 2, 3, 12);

const testSubscription: BillingSubscription = {
  id: "sub_1",
  planId: "creator-pro",
  period: "monthly",
  status: "active",
  currency: "USD",
  amountMinor: 1900,
  currentPeriodEnd: MARCH_3_2026,
  cancelAtPeriodEnd: false,
  testMode: true,
  portal: false,
};

/** A billing API answering GET with the given subscriptions in turn (the last one repeats) and renewal POSTs. */
function fakeBillingApi(...answers: (BillingSubscription | null)[]) {
  let current = answers[0] ?? null;
  let gets = 0;
  return fakeApi({
    "GET /api/billing": () => {
      current = answers[Math.min(gets++, answers.length - 1)] ?? null;
      return { success: true, tier: current?.planId ?? "free", payments: "test", subscription: current };
    },
    "POST /api/billing/renewal": ({ body }) => {
      const { renew } = body as { renew: boolean };
      current = current && { ...current, cancelAtPeriodEnd: !renew };
      return { success: true, subscription: current };
    },
  });
}

function renderCard(awaitingSubscription = false) {
  renderWithApp(<BillingCard awaitingSubscription={awaitingSubscription} />);
}

const billingGets = (api: FakeApi) =>
  api.calls().filter((call) => call.url.endsWith("/api/billing") && !call.method.match(/post/i));

afterEach(() => {
  vi.useRealTimers();
});

describe("the plan and billing card", () => {
  it("shows the plan, the monthly price, the renewal date and the test-mode badge", async () => {
    fakeBillingApi(testSubscription);
    renderCard();
    expect((await screen.findByTestId("billing-renews")).textContent).toBe("Renews on March 3, 2026");
    expect(screen.getByTestId("billing-plan").textContent).toBe("Creator Pro Member");
    expect(screen.getByText("$19.00 per month")).toBeTruthy();
    expect(screen.getByText("Test mode")).toBeTruthy();
    expect(screen.getByText("This is a test subscription: no money is charged.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Manage billing" })).toBeNull();
  });

  it("stops renewal only after the inline confirmation, then offers to resume it", async () => {
    const api = fakeBillingApi(testSubscription);
    renderCard();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel renewal" }));
    const confirm = screen.getByRole("group", { name: /Stop renewing your plan\?/ });
    expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Keep my plan" }));
    expect(api.calls().some((call) => call.url.endsWith("/renewal"))).toBe(false);

    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, stop renewing" }));
    expect(await screen.findByText("Ends on March 3, 2026; it will not renew")).toBeTruthy();
    const renewals = api.calls().filter((call) => call.url.endsWith("/api/billing/renewal"));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]!.method).toBe("POST");
    expect(renewals[0]!.body).toEqual({ renew: false });
    expect(screen.getByRole("button", { name: "Resume renewal" })).toBeTruthy();
  });

  it("keeps the plan when the confirmation is declined, and gives focus back to the cancel button", async () => {
    const api = fakeBillingApi(testSubscription);
    renderCard();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel renewal" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep my plan" }));
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel renewal" }));
    expect(api.calls().some((call) => call.url.endsWith("/renewal"))).toBe(false);
  });

  it("writes a yen price without a minor unit", async () => {
    fakeBillingApi({ ...testSubscription, currency: "JPY", amountMinor: 142200, period: "annual", testMode: false });
    renderCard();
    expect(await screen.findByText("¥142,200 per year")).toBeTruthy();
    expect(screen.queryByText("Test mode")).toBeNull();
  });

  it("warns about a failed payment and offers Stripe's portal", async () => {
    fakeBillingApi({ ...testSubscription, status: "past_due", testMode: false, portal: true });
    renderCard();
    expect(await screen.findByText("Payment failed: update your card")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
  });

  it("points a user without a subscription to the plans", async () => {
    fakeBillingApi(null);
    renderCard();
    expect(await screen.findByText("You are on the Free plan.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("after checkout, thanks the user and asks again every 2 seconds until the subscription shows up", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeBillingApi(null, null, testSubscription);
    renderCard(true);
    const notice = await screen.findByText("Thank you: your subscription is being confirmed.");
    expect(notice.getAttribute("role")).toBe("status");
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByTestId("billing-renews")).toBeTruthy();
    expect(screen.queryByText("Thank you: your subscription is being confirmed.")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(billingGets(api)).toHaveLength(3);
  });

  it("stops asking after 10 more tries", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeBillingApi(null);
    renderCard(true);
    await screen.findByText("Thank you: your subscription is being confirmed.");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(billingGets(api)).toHaveLength(11);
  });
});
