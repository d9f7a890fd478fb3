import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeApi, fakeApi, type RouteAnswer } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { DeleteAccountCard } from "./DeleteAccountCard";

const fakeDeleteApi = (answer: RouteAnswer) => fakeApi({ "POST /api/account/delete": answer });

const deletions = (api: FakeApi) => api.calls().filter((call) => call.url === "/api/account/delete");

function renderCard() {
  renderWithApp(<DeleteAccountCard />, { route: "/settings", path: "/settings", routes: { "/": <p>Home page</p> } });
}

describe("the delete-account card", () => {
  it("says what goes and what stays, and asks once more before deleting", async () => {
    const api = fakeDeleteApi({ success: true, message: "" });
    renderCard();
    expect(screen.getByText(/stay downloadable by their buyers/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "my-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account..." }));
    expect(deletions(api)).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe("Keep my account");

    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Home page")).toBeTruthy();
    const [deletion] = deletions(api);
    expect(deletion!.body).toEqual({ password: "my-password" });
  });

  it("keeps the account when the confirmation is declined, and shows a refused password", async () => {
    const api = fakeDeleteApi(
      Response.json(
        {
          success: false,
          error: {
            code: "forbidden",
            message: "Your current password is not right.",
            fields: { password: ["Your current password is not right."] },
          },
        },
        { status: 403 },
      ),
    );
    renderCard();
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account..." }));
    fireEvent.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(deletions(api)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Delete my account..." }));
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await screen.findAllByText("Your current password is not right.");
    expect(document.getElementById("delete-password-note")?.textContent).toBe("Your current password is not right.");
    expect(screen.queryByText("Home page")).toBeNull();
  });
});
