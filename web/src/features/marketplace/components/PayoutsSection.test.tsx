import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeApi, fakeApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render-with-app";
import type { PayoutAccount, PayoutsOverview } from "../api/marketplace-client";
import { PayoutsSection } from "./PayoutsSection";

const ONBOARDING_URL = "https://connect.stripe.com/setup/e/acct_123/abc";
const NO_MONEY = { currency: "USD", pendingCents: 0, availableCents: 0, paidOutCents: 0 } as const;

function overview(account: PayoutAccount | null): PayoutsOverview {
  return {
    success: true,
    payments: account?.testMode ? "test" : "stripe",
    account,
    balances: [{ currency: "USD", pendingCents: 2400, availableCents: 1200, paidOutCents: 5000 }],
    testBalances: [NO_MONEY],
    payouts: [],
  };
}

/** The payouts API: the overview, and a connect that answers with Stripe's onboarding link. */
function fakePayoutsApi(account: PayoutAccount | null) {
  return fakeApi({
    "GET /api/marketplace/payouts": overview(account),
    "POST /api/marketplace/payouts/connect": { success: true, onboardingUrl: ONBOARDING_URL },
  });
}

function renderSection(route = "/my-products") {
  renderWithApp(<PayoutsSection />, { route });
}

const connectPosts = (api: FakeApi) =>
  api
    .calls()
    .filter((call) => call.method === "POST")
    .map((call) => call.url);

afterEach(() => vi.restoreAllMocks());

describe("the payouts section", () => {
  it("shows the pending, available and paid-out figures", async () => {
    fakePayoutsApi(null);
    renderSection();
    const balance = await screen.findByTestId("payout-balance");
    const figure = (label: string) => within(balance).getByText(label).nextElementSibling?.textContent;
    expect(figure("Pending (refund window)")).toBe("$24.00");
    expect(figure("Available")).toBe("$12.00");
    expect(figure("Paid out")).toBe("$50.00");
    expect(screen.queryByTestId("payout-balance-test")).toBeNull();
    expect(screen.getByText("No payouts yet.")).toBeTruthy();
  });

  it("sends the creator to Stripe's onboarding when they connect", async () => {
    const api = fakePayoutsApi(null);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Connect payouts" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(connectPosts(api)).toHaveLength(1);
    expect(connectPosts(api)[0]).toMatch(/\/api\/marketplace\/payouts\/connect$/);
  });

  it("marks a simulated account and its money as test", async () => {
    fakePayoutsApi({ status: "active", testMode: true });
    renderSection();
    const account = await screen.findByTestId("payout-account");
    expect(within(account).getByText("Test")).toBeTruthy();
    expect(within(account).getByText(/Payouts are connected \(simulated\)/)).toBeTruthy();
    expect(within(screen.getByTestId("payout-balance-test")).getByText("Test")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect payouts" })).toBeNull();
  });

  it("offers to continue setup after Stripe's link expired", async () => {
    fakePayoutsApi({ status: "onboarding", testMode: false });
    renderSection("/my-products?payouts=retry");
    expect(await screen.findByRole("button", { name: "Continue setup" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/link expired/);
  });
});
