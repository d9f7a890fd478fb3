import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type Routes } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { AdminSettingsPage } from "./AdminSettingsPage";

const SETTINGS = { success: true, gaTrackingId: "", analyticsEnabled: false, measurementSecretConfigured: false };

/** The admin API: the given routes, and no outreach recipients unless a test says otherwise. */
function fakeAdminApi(routes: Routes) {
  return fakeApi({ "GET /api/admin/outreach-recipients": { recipients: [], limit: 25 }, ...routes });
}

function renderPage() {
  renderWithApp(<AdminSettingsPage />);
}

describe("the admin analytics settings page", () => {
  it("tells a signed-in user who is not an admin that the settings are an administrator's", async () => {
    fakeAdminApi({ "GET /api/admin/settings": apiError(403, "forbidden", "This action needs an administrator.") });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Administrators only" })).toBeTruthy();
  });

  it("refuses an ID that is not a G- ID without asking the server, then saves a real one", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/settings": SETTINGS,
      "POST /api/admin/settings": {
        ...SETTINGS,
        gaTrackingId: "G-AB12CD34",
        analyticsEnabled: true,
        message: "Settings Updated",
      },
    });
    renderPage();
    const field = await screen.findByLabelText("Analytics tracking ID");
    expect(screen.getByTestId("measurement-secret").textContent).toContain("GA_API_SECRET");
    fireEvent.change(field, { target: { value: "UA-12345-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Invalid Format: Google Analytics ID should start with 'G-' (e.g., G-XXXXXXXXXX)"),
    ).toBeTruthy();
    expect(api.calls().filter((call) => call.method === "POST")).toHaveLength(0);

    fireEvent.change(field, { target: { value: "g-ab12cd34" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings Updated")).toBeTruthy();
    const saved = api.calls().find((call) => call.method === "POST")!;
    expect(saved.body).toEqual({ gaTrackingId: "G-AB12CD34", analyticsEnabled: true });
    expect(screen.getByTestId("analytics-state").textContent).toBe("On");
  });

  it("asks for the settings to be saved before testing an ID typed but not saved, and tests nothing", async () => {
    const api = fakeAdminApi({ "GET /api/admin/settings": SETTINGS });
    renderPage();
    fireEvent.change(await screen.findByLabelText("Analytics tracking ID"), { target: { value: "G-AB12CD34" } });
    fireEvent.click(screen.getByRole("button", { name: "Test Analytics" }));
    expect(await screen.findByText("Analytics Not Loaded")).toBeTruthy();
    expect(screen.getByText("Save the settings first, then test them.")).toBeTruthy();
    expect(api.calls().filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("keeps the outreach recipients one per line and shows what the server saved", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/settings": SETTINGS,
      "PUT /api/admin/outreach-recipients": { recipients: ["ana@example.com", "ben@example.com"], limit: 25 },
    });
    renderPage();
    const field = (await screen.findByLabelText("Recipients (one address per line)")) as HTMLTextAreaElement;
    await waitFor(() => expect(field.disabled).toBe(false));
    expect(screen.getByTestId("recipient-count").textContent).toBe("0 addresses, at most 25");
    fireEvent.change(field, { target: { value: "Ana@Example.com\n\n ben@example.com \n" } });
    expect(screen.getByTestId("recipient-count").textContent).toBe("2 addresses, at most 25");
    fireEvent.click(screen.getByRole("button", { name: "Save Recipients" }));
    expect(await screen.findByText("Recipients Saved: 2 addresses")).toBeTruthy();
    const saved = api.calls().find((call) => call.method === "PUT")!;
    expect(saved.body).toEqual({ recipients: ["Ana@Example.com", "ben@example.com"] });
    // The field shows the server's answer once the saved list reaches it, which may be after the toast.
    await waitFor(() => expect(field.value).toBe("ana@example.com\nben@example.com"));
  });
});
