import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { CommentsPanel, type Selection } from "./CommentsPanel";

const PROJECT = "5b7f0a5e-2c1d-4e3f-8a9b-0c1d2e3f4a5b";
const thread = {
  id: 1,
  authorId: "u1",
  author: "Ana",
  body: "Say which wall.",
  createdAt: 1,
  quote: "Nets dry on the wall.",
  anchor: { from: 10, to: 31, text: "Nets dry on the wall." },
  resolved: null,
  replies: [],
};

const MEMBERS = [
  { id: "u1", name: "Ana García", username: "ana_g" },
  { id: "u2", name: "Ben Okafor", username: "bokafor" },
  { id: "u3", name: "Andrés Ruiz", username: "aruiz" },
];

function renderPanel(canComment: boolean, selection: Selection | null) {
  renderWithApp(<CommentsPanel projectId={PROJECT} canComment={canComment} selection={selection} members={MEMBERS} />);
}

describe("the comments beside a document", () => {
  it("comments on the selected passage and shows the threads the room answers with", async () => {
    const api = fakeApi({
      [`GET /api/collaborative/projects/${PROJECT}/comments`]: { success: true, threads: [] },
      [`POST /api/collaborative/projects/${PROJECT}/comments`]: { success: true, id: 1, threads: [thread] },
    });
    renderPanel(true, { from: 10, to: 31, quote: "Nets dry on the wall." });
    fireEvent.change(await screen.findByLabelText("Your comment on “Nets dry on the wall.”"), {
      target: { value: "Say which wall." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    expect(await screen.findByText("On “Nets dry on the wall.”")).toBeTruthy();
    expect(api.calls(`POST /api/collaborative/projects/${PROJECT}/comments`).map((call) => call.body)).toEqual([
      { from: 10, to: 31, quote: "Nets dry on the wall.", body: "Say which wall." },
    ]);
  });

  it("shows a reader the threads, a deleted passage as such, and no way to write", async () => {
    fakeApi({
      [`GET /api/collaborative/projects/${PROJECT}/comments`]: {
        success: true,
        threads: [{ ...thread, anchor: null, resolved: { by: "Ben", at: 2 } }],
      },
    });
    renderPanel(false, null);
    expect(await screen.findByText("Its passage was deleted (it read “Nets dry on the wall.”)")).toBeTruthy();
    expect(screen.getByText("Resolved by Ben")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reopen" })).toBeNull();
    expect(screen.queryByLabelText("Your reply")).toBeNull();
  });

  it("offers the members after @, by name or username, and writes the chosen username", async () => {
    fakeApi({ [`GET /api/collaborative/projects/${PROJECT}/comments`]: { success: true, threads: [] } });
    renderPanel(true, { from: 10, to: 31, quote: "Nets dry on the wall." });
    const field = await screen.findByLabelText("Your comment on “Nets dry on the wall.”");
    fireEvent.change(field, { target: { value: "Thanks @an" } });
    const list = screen.getByRole("listbox", { name: "Members to mention" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Ana García@ana_g", "Andrés Ruiz@aruiz"]);
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(field, { key: "Enter" });
    expect((field as HTMLTextAreaElement).value).toBe("Thanks @aruiz ");
    expect(screen.queryByRole("listbox")).toBeNull();
    // A surname finds its member too; Escape closes the list and leaves the text as typed.
    fireEvent.change(field, { target: { value: "Thanks @aruiz and @oka" } });
    expect(screen.getByRole("option").textContent).toBe("Ben Okafor@bokafor");
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect((field as HTMLTextAreaElement).value).toBe("Thanks @aruiz and @oka");
  });
});
