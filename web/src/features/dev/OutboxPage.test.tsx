import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { OutboxPage } from "./OutboxPage";

const verification = {
  id: "m2",
  to: "ann@example.com",
  subject: "Confirm your e-mail address",
  text: "Open this link to confirm:\nhttp://localhost:8787/verify-email?token=abc",
  html: "<p>…</p>",
  links: ["http://localhost:8787/verify-email?token=abc"],
  createdAt: Date.UTC(2026, 0, 2),
};
const invitation = { ...verification, id: "m1", to: "bob@example.com", subject: "You are invited", links: [] };

function renderPage() {
  renderWithApp(<OutboxPage />);
}

describe("the outbox page", () => {
  it("lists the messages with their text and links, and filters by address", async () => {
    const api = fakeApi({
      "GET /api/dev/outbox": ({ url }) => {
        const to = url.searchParams.get("to");
        return { messages: [verification, invitation].filter((m) => !to || m.to === to) };
      },
    });
    renderPage();

    const messages = await screen.findAllByTestId("outbox-message");
    expect(messages).toHaveLength(2);
    expect(within(messages[0]!).getByRole("heading", { name: "Confirm your e-mail address" })).toBeTruthy();
    expect(within(messages[0]!).getByRole("link").getAttribute("href")).toBe(verification.links[0]);
    expect(messages[0]!.querySelector("pre")?.textContent).toBe(verification.text);

    fireEvent.change(screen.getByRole("searchbox", { name: "Recipient's address" }), {
      target: { value: "bob@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(screen.getAllByTestId("outbox-message")).toHaveLength(1));
    expect(screen.getByRole("heading", { name: "You are invited" })).toBeTruthy();
    expect(api.calls().at(-1)!.url).toBe("/api/dev/outbox?to=bob%40example.com");
  });
});
