import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { MarketingAutomationPage } from "./MarketingAutomationPage";

const campaign = {
  id: "5b0c7f5e-8a4b-4f7e-9a51-1d2a3b4c5d6e",
  code: "abcdefgh23",
  name: "Autumn reading list",
  type: "email",
  status: "paused",
  targetAudience: "Busy founders",
  goal: "Sell the guide.",
  markets: ["US", "DE", "JP", "BR", "SE"],
  language: "en",
  reach: 42,
  conversions: 3,
  revenueCents: 5700,
  testConversions: 1,
  contentPieces: 0,
  createdAt: 1,
  trackedLink: "http://localhost/marketplace?c=abcdefgh23",
};
const rule = (id: string, enabled: boolean, lastTriggered?: string) => ({
  id,
  trigger: "Every 2 hours",
  action: "",
  conditions: ["a", "b"],
  enabled,
  lastTriggered,
});
const rules = [
  rule("generate-content", true, "2026-11-20T10:00:00.000Z"),
  rule("pause-inactive", true),
  rule("resume-on-visit", true),
  rule("complete-finished", false),
];

function serve(campaigns: object[]) {
  const api = fakeApi({
    "GET /api/marketing/campaigns": { success: true, campaigns },
    "GET /api/marketing/markets": { success: true, markets: ["US", "DE", "RU"] },
    "GET /api/marketing/automation-rules": { success: true, rules },
    "POST /api/marketing/automation-rule": { success: true, rule: { ...rules[3], enabled: true } },
    "POST /api/marketing/create-campaign": { success: true, campaign },
  });
  renderWithApp(<MarketingAutomationPage />);
  return api;
}

describe("the marketing automation page", () => {
  it("lists a campaign's measured figures, three markets then '+N more', its link and its test sales apart", async () => {
    serve([campaign]);
    const card = await screen.findByTestId("campaign");
    expect(within(card).getByTestId("campaign-reach").textContent).toBe("42");
    expect(within(card).getByTestId("campaign-conversions").textContent).toBe("3");
    expect(within(card).getByTestId("campaign-revenue").textContent).toBe("$57.00");
    expect(within(card).getByText("Paused")).toBeTruthy();
    expect(within(card).getByText("Germany")).toBeTruthy();
    expect(within(card).queryByText("Brazil")).toBeNull();
    expect(within(card).getByText("+2 more")).toBeTruthy();
    expect(within(card).getByTestId("tracked-link").textContent).toBe(campaign.trackedLink);
    expect(within(card).getByText(/1 test-mode sale through this link/)).toBeTruthy();
  });

  it("refuses an incomplete campaign without calling the server, then launches a complete one", async () => {
    const api = serve([]);
    await screen.findByText("No campaigns yet. Launch one above and share its link.");
    fireEvent.click(screen.getByRole("button", { name: "Launch Campaign" }));
    expect(await screen.findByText("Please complete all campaign fields")).toBeTruthy();
    expect(api.calls().some((call) => call.url.endsWith("/create-campaign"))).toBe(false);

    fireEvent.change(screen.getByLabelText("Campaign name"), { target: { value: "Autumn reading list" } });
    fireEvent.change(screen.getByLabelText("Target audience"), { target: { value: "Busy founders" } });
    fireEvent.change(screen.getByLabelText("Goal"), { target: { value: "Sell the guide." } });
    expect(await screen.findByLabelText("Russia")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Germany"));
    fireEvent.click(screen.getByRole("button", { name: "Launch Campaign" }));
    expect(await screen.findByText(`Share its link: ${campaign.trackedLink}`)).toBeTruthy();
    const created = api.calls().find((call) => call.url.endsWith("/create-campaign"))!;
    expect(created.body).toMatchObject({ name: "Autumn reading list", type: "email", markets: ["DE"] });
  });

  it("shows the four rules with when each last acted, and saves a toggle on the server", async () => {
    const api = serve([]);
    const toggle = await screen.findByRole("switch", { name: "Complete campaigns after 90 days" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getAllByRole("switch")).toHaveLength(4);
    expect(within(screen.getByTestId("rule-pause-inactive")).getByText("Has not acted yet")).toBeTruthy();
    expect(within(screen.getByTestId("rule-generate-content")).getByText(/^Last acted/)).toBeTruthy();
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(api.calls().find((call) => call.url.endsWith("/automation-rule"))!.body).toEqual({
      id: "complete-finished",
      enabled: true,
    });
  });
});
