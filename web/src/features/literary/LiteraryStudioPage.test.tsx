import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { signedInAs } from "../../test/session";
import { LiteraryStudioPage } from "./LiteraryStudioPage";

function renderStudio(path = "/literary?master=true") {
  renderWithApp(<LiteraryStudioPage />, { route: path });
}

describe("the studio opened for Master Override", () => {
  it("turns it on for a plan that has it", async () => {
    const api = fakeApi({
      "GET /api/auth/me": signedInAs("professional"),
      "GET /api/literary/works": { success: true, works: [] },
    });
    renderStudio();
    await waitFor(() => expect(api.calls("GET /api/auth/me")).toHaveLength(1));
    expect(screen.getByRole("status").textContent).toMatch(/Master Override/);
  });

  it("leaves it off on a plan without it, rather than a form that would be refused", async () => {
    const api = fakeApi({
      "GET /api/auth/me": signedInAs("free"),
      "GET /api/literary/works": { success: true, works: [] },
    });
    renderStudio();
    await waitFor(() => expect(api.calls("GET /api/auth/me")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });
});

describe("the studio's Analyze tab", () => {
  it("opens on the work being written, not on an empty box", async () => {
    fakeApi({
      "GET /api/auth/me": signedInAs("free"),
      "GET /api/literary/works": { success: true, works: [] },
      "GET /api/literary/works/w1": {
        success: true,
        suggestedPrice: 5,
        work: {
          id: "w1",
          title: "Harbour Days",
          language: "en",
          languageSource: "detected",
          contentType: "book",
          marketplaceProductId: null,
          chapters: [{ id: "c1", title: "Morning", body: "The tide came in slowly over the flats." }],
        },
      },
      "GET /api/kdp-packages/categories/w1": { success: true, suggested: ["Travel", "Travel 2"], choices: ["Travel"] },
    });
    renderStudio("/literary?work=w1");
    fireEvent.click(await screen.findByRole("tab", { name: "Analyze" }));
    const box = (await screen.findByLabelText("Text to analyze")).closest("textarea")!;
    await waitFor(() => expect(box.value).toContain("The tide came in slowly over the flats."));
  });
});
