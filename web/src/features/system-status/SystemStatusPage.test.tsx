import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SystemStatus } from "../../../../durable-objects/status-protocol";
import { renderWithApp } from "../../test/render-with-app";
import { SystemStatusPage } from "./SystemStatusPage";

const status = (soldToday: number, overrides: Partial<SystemStatus["systemHealth"]> = {}): SystemStatus => ({
  systemHealth: {
    apiStatus: "healthy",
    databaseStatus: "healthy",
    storageStatus: "degraded",
    contentGeneration: "active",
    salesPipeline: "idle",
    revenue24h: 1900,
    errorCount: 1,
    lastHealing: null,
    contentGenerated24h: 3,
    uptime24h: 99.3,
    healthChecks24h: 1440,
    ...overrides,
  },
  contentPipeline: [
    {
      id: 7,
      industry: "Health",
      contentType: "PDF",
      targetMarket: "DE",
      createdAt: "2026-11-20T10:00:00.000Z",
      pricing: 2500,
      sold: true,
      generated: true,
    },
    {
      id: 8,
      industry: "Business",
      contentType: "EPUB",
      targetMarket: "global",
      createdAt: "2026-11-21T10:00:00.000Z",
      pricing: 900,
      sold: false,
      generated: true,
    },
  ],
  totalRevenue: 123456,
  generatedToday: 3,
  soldToday,
  checkedAt: "2026-11-25T10:00:00.000Z",
});

/** A WebSocket the test drives: it opens when told to and delivers the frames the test sends. */
class FakeSocket {
  static last: FakeSocket | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
  open() {
    this.onopen?.();
  }
  push(frame: SystemStatus) {
    this.onmessage?.({ data: JSON.stringify({ type: "status", status: frame }) });
  }
}

function renderPage() {
  renderWithApp(<SystemStatusPage />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the system status page", () => {
  it("shows the measured status, then each change the hub pushes once the live feed is open", async () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true, ...status(2) })),
    );
    renderPage();
    expect((await screen.findByTestId("figure-soldToday")).textContent).toBe("2");
    expect(screen.getByTestId("figure-totalRevenue").textContent).toBe("$1,234.56");
    expect(screen.getByTestId("health-storage").textContent).toContain("Degraded");
    expect(screen.getByTestId("health-uptime").textContent).toContain("99.3%");
    expect(screen.getByTestId("health-uptime").textContent).toContain("1440 checks");
    expect(screen.getByTestId("health-healing").textContent).toContain("Never");
    const items = screen.getAllByTestId("pipeline-item").map((item) => item.textContent);
    expect(items[0]).toContain("SOLD");
    expect(items[0]).toContain("Germany");
    expect(items[1]).toContain("READY");
    expect(items[1]).toContain("Worldwide");
    expect(screen.getByTestId("feed-state").textContent).toBe("Updating every 30 seconds");
    expect(FakeSocket.last!.url).toMatch(/\/api\/automated-system\/live$/);

    act(() => FakeSocket.last!.open());
    expect(screen.getByTestId("feed-state").textContent).toBe("Live");
    act(() => FakeSocket.last!.push(status(3, { databaseStatus: "critical" })));
    await vi.waitFor(() => expect(screen.getByTestId("figure-soldToday").textContent).toBe("3"));
    expect(screen.getByTestId("health-database").textContent).toContain("Critical");
  });

  it("says the system is unavailable when the status cannot be read", async () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    renderPage();
    expect(await screen.findByText("System Unavailable")).toBeTruthy();
  });
});
