import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/Toaster";
import { createQueryClient } from "../../lib/query-client";
import { AdminSettingsPage } from "./AdminSettingsPage";

const SETTINGS = { success: true, gaTrackingId: "", analyticsEnabled: false, measurementSecretConfigured: false };

const NO_RECIPIENTS = () => Response.json({ recipients: [], limit: 25 });

function mockAdminApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const answer = answers[key] ?? (key === "GET /api/admin/outreach-recipients" ? NO_RECIPIENTS : undefined);
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminSettingsPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the admin analytics settings page", () => {
  it("tells a signed-in user who is not an admin that the settings are an administrator's", async () => {
    mockAdminApi({
      "GET /api/admin/settings": () =>
        Response.json(
          { error: { code: "forbidden", message: "This action needs an administrator." } },
          { status: 403 },
        ),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Administrators only" })).toBeTruthy();
  });

  it("refuses an ID that is not a G- ID without asking the server, then saves a real one", async () => {
    const fetchMock = mockAdminApi({
      "GET /api/admin/settings": () => Response.json(SETTINGS),
      "POST /api/admin/settings": () =>
        Response.json({ ...SETTINGS, gaTrackingId: "G-AB12CD34", analyticsEnabled: true, message: "Settings Updated" }),
    });
    renderPage();
    const field = await screen.findByLabelText("Analytics tracking ID");
    expect(screen.getByTestId("measurement-secret").textContent).toContain("GA_API_SECRET");
    fireEvent.change(field, { target: { value: "UA-12345-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Invalid Format: Google Analytics ID should start with 'G-' (e.g., G-XXXXXXXXXX)"),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    fireEvent.change(field, { target: { value: "g-ab12cd34" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings Updated")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === "POST")!;
    expect(JSON.parse(String(init!.body))).toEqual({ gaTrackingId: "G-AB12CD34", analyticsEnabled: true });
    expect(screen.getByTestId("analytics-state").textContent).toBe("On");
  });

  it("keeps the outreach recipients one per line and shows what the server saved", async () => {
    const fetchMock = mockAdminApi({
      "GET /api/admin/settings": () => Response.json(SETTINGS),
      "PUT /api/admin/outreach-recipients": () =>
        Response.json({ recipients: ["ana@example.com", "ben@example.com"], limit: 25 }),
    });
    renderPage();
    const field = (await screen.findByLabelText("Recipients (one address per line)")) as HTMLTextAreaElement;
    await waitFor(() => expect(field.disabled).toBe(false));
    expect(screen.getByTestId("recipient-count").textContent).toBe("0 addresses, at most 25");
    fireEvent.change(field, { target: { value: "Ana@Example.com\n\n ben@example.com \n" } });
    expect(screen.getByTestId("recipient-count").textContent).toBe("2 addresses, at most 25");
    fireEvent.click(screen.getByRole("button", { name: "Save Recipients" }));
    expect(await screen.findByText("Recipients Saved: 2 addresses")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === "PUT")!;
    expect(JSON.parse(String(init!.body))).toEqual({ recipients: ["Ana@Example.com", "ben@example.com"] });
    expect(field.value).toBe("ana@example.com\nben@example.com");
  });
});
