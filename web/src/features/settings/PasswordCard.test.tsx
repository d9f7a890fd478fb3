import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, type FakeApi, fakeApi, type RouteAnswer } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { PasswordCard } from "./PasswordCard";

const fakePasswordApi = (answer: RouteAnswer) => fakeApi({ "POST /api/account/password": answer });

const passwordPosts = (api: FakeApi) => api.calls().filter((call) => call.url === "/api/account/password");

function renderCard() {
  renderWithApp(<PasswordCard />);
}

function fillIn(current: string, next: string, repeated: string) {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: next } });
  fireEvent.change(screen.getByLabelText("Repeat it"), { target: { value: repeated } });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("the password card", () => {
  it("refuses two different new passwords without asking the server", async () => {
    const api = fakePasswordApi({ success: true, ended: 0, message: "" });
    renderCard();
    fillIn("old-password", "a-new-password", "another-password");
    expect(await screen.findByText("The two passwords do not match.")).toBeTruthy();
    expect(passwordPosts(api)).toHaveLength(0);
  });

  it("posts both passwords and says the other sessions were signed out", async () => {
    const api = fakePasswordApi({ success: true, ended: 2, message: "" });
    renderCard();
    fillIn("old-password", "a-new-password", "a-new-password");
    expect(await screen.findByText("Your password is changed, and your other sessions were signed out.")).toBeTruthy();
    const [post] = passwordPosts(api);
    expect(post!.body).toEqual({ currentPassword: "old-password", newPassword: "a-new-password" });
  });

  it("shows a wrong current password beside its field", async () => {
    const reason = "Your current password is not right.";
    fakePasswordApi(apiError(403, "forbidden", reason, { currentPassword: [reason] }));
    renderCard();
    fillIn("wrong-password", "a-new-password", "a-new-password");
    const field = screen.getByLabelText("Current password");
    expect((await screen.findAllByText(reason)).length).toBeGreaterThan(0);
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});
