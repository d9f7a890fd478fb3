import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { ForgotPasswordPage } from "./ForgotPasswordPage";

const NEUTRAL_ANSWER = "If an account uses this address, we sent it a link to choose a new password.";

function mockForgotApi() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ success: true, message: NEUTRAL_ANSWER }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/forgot-password"]}>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the forgot-password page", () => {
  it("posts the address and answers with the neutral message", async () => {
    const fetchMock = mockForgotApi();
    renderPage();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ann@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send me a link" }));

    const sent = await screen.findByTestId("forgot-sent");
    expect(sent.getAttribute("role")).toBe("status");
    expect(sent.textContent).toBe(NEUTRAL_ANSWER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/auth/forgot");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "ann@example.com" });
  });
});
