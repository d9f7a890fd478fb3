import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { signedInAs } from "../../test/session";
import { QuickActions } from "./QuickActions";

describe("the dashboard's quick actions", () => {
  it("start with what fits a new creator, and say before the click which plan has Master Override", async () => {
    fakeApi({ "GET /api/auth/me": signedInAs("free") });
    renderWithApp(<QuickActions />);
    const list = screen.getByTestId("quick-actions");
    expect(within(list).getAllByRole("heading")[0]!.textContent).toBe("Create a professional book");
    fireEvent.click(screen.getByRole("button", { name: "Show all 6" }));
    const master = within(list).getAllByRole("listitem").at(-2)!;
    await within(master).findByText(/comes with/i);
    expect(within(master).queryByRole("link", { name: /Master Override/i })).toBeNull();
  });
});
