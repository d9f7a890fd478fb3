import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { fakeApi } from "../../test/fake-api";
import { signedInAs } from "../../test/session";
import { QuickActions } from "./QuickActions";

describe("the dashboard's quick actions", () => {
  it("start with what fits a new creator, and say before the click which plan has Master Override", async () => {
    fakeApi({ "GET /api/auth/me": signedInAs("free") });
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
