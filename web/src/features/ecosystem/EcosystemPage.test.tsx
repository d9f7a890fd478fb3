import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { EcosystemPage } from "./EcosystemPage";

const answer = (activeMarkets: number) => ({
  success: true,
  metrics: {
    totalUsers: 1204,
    activeCreators: 17,
    globalRevenue: 98_765,
    supportedLanguages: 12,
    languagesInUse: 5,
    activeMarkets,
    marketsWithSales: 4,
    systemHealth: 99.5,
    contentPieces: 321,
    marketingCampaigns: 9,
  },
  performance: {
    translationAccuracy: null,
    paymentSuccess: 96.4,
    systemUptime: 88,
    userSatisfaction: 70,
    revenueGrowth: 12.5,
    marketPenetration: 22.2,
  },
  markets: [],
  targets: { languages: 50, markets: 25 },
});

function serve(handler: (url: string) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    "WebSocket",
    class {
      close() {}
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return handler(String(input));
    }),
  );
  renderWithApp(<EcosystemPage />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the ecosystem page", () => {
  it("shows the measured gauges in the spec's colours, says which cannot be measured yet, and how each is computed", async () => {
    let markets = 18;
    const calls = serve((url) => {
      if (url.endsWith("/launch-expansion")) {
        markets = 27;
        return Response.json({
          success: true,
          added: ["RU", "ZA", "ID", "TR", "TH", "VN", "PH", "EG", "NG"],
          totalMarkets: markets,
        });
      }
      if (url.endsWith("/real-time-status"))
        return Response.json({ error: { code: "internal", message: "" } }, { status: 500 });
      return Response.json(answer(markets));
    });
    const payments = await screen.findByTestId("gauge-paymentSuccess");
    expect(payments.textContent).toContain("96.4%");
    expect(payments.querySelector("p.text-2xl")!.className).toContain("text-emerald-600");
    expect(screen.getByTestId("gauge-systemUptime").querySelector("p.text-2xl")!.className).toContain("text-amber-600");
    expect(screen.getByTestId("gauge-userSatisfaction").querySelector("p.text-2xl")!.className).toContain(
      "text-red-600",
    );
    expect(screen.getByTestId("gauge-revenueGrowth").textContent).toContain("+12.5%");
    expect(screen.getByTestId("gauge-translationAccuracy").textContent).toContain("Not measured yet");
    expect(screen.getByTestId("gauge-paymentSuccess").getAttribute("title")).toContain(
      "Paid checkouts divided by attempted",
    );
    expect(screen.getByTestId("metric-globalRevenue").textContent).toBe("$987.65");
    expect(screen.getByTestId("ecosystem-badges").textContent).toContain("Health 99.5%");

    fireEvent.click(screen.getByRole("button", { name: "Launch New Markets" }));
    expect(await screen.findByText("9 new markets; the platform now serves 27.")).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId("metric-activeMarkets").textContent).toBe("27"));
    expect(calls.filter((url) => url.endsWith("/initialize-ultimate"))).toHaveLength(2);
  });

  it("tells a member who is not an admin that the figures are an administrator's", async () => {
    serve(() =>
      Response.json({ error: { code: "forbidden", message: "This action needs an administrator." } }, { status: 403 }),
    );
    expect(await screen.findByRole("heading", { name: "Administrators only" })).toBeTruthy();
  });
});
