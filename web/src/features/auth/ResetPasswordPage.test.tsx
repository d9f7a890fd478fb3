import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, type FakeApi, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { verifiedUser } from "./test-users";

const TOKEN = "a-token-from-the-e-mailed-link";

/** The auth API: the answer to the reset, and the signed-in user after it. */
function fakeAuthApi(reset: Response) {
  return fakeApi({
    "POST /api/auth/reset": reset,
    "GET /api/auth/me": { success: true, message: "Signed in.", user: verifiedUser },
  });
}

const resets = (api: FakeApi) => api.calls().filter((call) => call.url === "/api/auth/reset");

function renderPage(search: string) {
  renderWithApp(<ResetPasswordPage />, {
    route: `/reset-password${search}`,
    path: "/reset-password",
    routes: { "/dashboard": <p>The dashboard</p> },
  });
}

function fillIn(password: string, repeated: string) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Repeat it"), { target: { value: repeated } });
  fireEvent.click(screen.getByRole("button", { name: "Set my new password" }));
}

describe("the reset-password page", () => {
  it("refuses two different passwords without asking the server", async () => {
    const api = fakeAuthApi(Response.json({ success: true }));
    renderPage(`?token=${TOKEN}`);
    fillIn("a-long-password", "another-password");
    expect(await screen.findByText("The two passwords do not match.")).toBeTruthy();
    expect(resets(api)).toHaveLength(0);
  });

  it("posts the token and the password, then opens the dashboard", async () => {
    const api = fakeAuthApi(Response.json({ success: true, message: "Your password is changed.", user: verifiedUser }));
    renderPage(`?token=${TOKEN}`);
    fillIn("a-long-password", "a-long-password");
    expect(await screen.findByText("The dashboard")).toBeTruthy();
    const sent = resets(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.body).toEqual({ token: TOKEN, password: "a-long-password" });
  });

  it("explains a used link and points to a new one", async () => {
    const reason = "This link is not valid for this account any more.";
    fakeAuthApi(apiError(400, "link_invalid", reason));
    renderPage(`?token=${TOKEN}`);
    fillIn("a-long-password", "a-long-password");
    expect((await screen.findByTestId("reset-link-invalid")).textContent).toContain(reason);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("shows the server's complaint about a weak password beside the field", async () => {
    const complaint = "Use at least 8 characters.";
    fakeAuthApi(apiError(400, "invalid_input", "Check the password.", { password: [complaint] }));
    renderPage(`?token=${TOKEN}`);
    fillIn("short", "short");
    expect(await screen.findByText(complaint)).toBeTruthy();
  });

  it("shows the error state without a request when the link has no token", () => {
    const api = fakeAuthApi(Response.json({ success: true }));
    renderPage("");
    expect(screen.getByTestId("reset-link-invalid").textContent).toContain("This link is incomplete.");
    expect(resets(api)).toHaveLength(0);
  });
});
