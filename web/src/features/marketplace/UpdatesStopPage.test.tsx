import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { UpdatesStopPage } from "./UpdatesStopPage";

const TOKEN = "0123456789abcdef0123456789abcdef";

function renderPage() {
  renderWithApp(<UpdatesStopPage />, { route: `/updates/stop/${TOKEN}`, path: "/updates/stop/:token" });
}

describe("the update e-mails' opt-out page", () => {
  it("names the product and changes nothing until the reader chooses, then says what stopped", async () => {
    const api = fakeApi({
      [`GET /api/marketplace/updates/stop/${TOKEN}`]: () => ({
        success: true,
        product: { id: 4, title: "Harbour Days" },
      }),
      [`POST /api/marketplace/updates/stop/${TOKEN}`]: () => ({
        success: true,
        product: { id: 4, title: "Harbour Days" },
        all: true,
      }),
    });
    renderPage();
    await screen.findByText("You bought “Harbour Days”. Which e-mails about new editions should stop?");
    expect(api.calls(`POST /api/marketplace/updates/stop/${TOKEN}`)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Stop e-mails about everything I bought" }));
    await screen.findByText("You will get no more e-mails about new editions.");
    expect(api.calls(`POST /api/marketplace/updates/stop/${TOKEN}`).map((call) => call.body)).toEqual([
      { scope: "all" },
    ]);
  });

  it("says so when the link is not valid", async () => {
    fakeApi({
      [`GET /api/marketplace/updates/stop/${TOKEN}`]: apiError(404, "not_found", "This link is not valid any more."),
    });
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("not valid");
  });
});
