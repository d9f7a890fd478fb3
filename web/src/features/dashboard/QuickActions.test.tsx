import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { fakeApi } from "../../test/fake-api";
import { QuickActions } from "./QuickActions";

const FREE_MEMBER = {
  id: "u1",
  username: "newcomer",
  email: "new@example.com",
  name: null,
  role: "user",
  tier: "free",
  language: null,
  emailVerified: true,
  avatarUrl: null,
};

describe("the dashboard's quick actions", () => {
  it("start with what fits a new creator, and say before the click which plan has Master Override", async () => {
    fakeApi({ "GET /api/auth/me": { success: true, message: "Signed in.", user: FREE_MEMBER } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <QuickActions />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const list = screen.getByTestId("quick-actions");
    expect(within(list).getAllByRole("heading")[0]!.textContent).toBe("Create a professional book");
    fireEvent.click(screen.getByRole("button", { name: "Show all 6" }));
    const master = within(list).getAllByRole("listitem").at(-2)!;
    await within(master).findByText(/comes with/i);
    expect(within(master).queryByRole("link", { name: /Master Override/i })).toBeNull();
  });
});
