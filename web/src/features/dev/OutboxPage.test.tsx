import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
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
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the outbox page", () => {
  it("lists the messages with their text and links, and filters by address", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const to = new URL(String(input), "http://localhost").searchParams.get("to");
      return Response.json({ messages: [verification, invitation].filter((m) => !to || m.to === to) });
    });
    vi.stubGlobal("fetch", fetchMock);
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
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe("/api/dev/outbox?to=bob%40example.com");
  });
});
