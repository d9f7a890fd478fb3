import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { ForgotPasswordPage } from "./ForgotPasswordPage";

const NEUTRAL_ANSWER = "If an account uses this address, we sent it a link to choose a new password.";

function renderPage() {
  renderWithApp(<ForgotPasswordPage />, { route: "/forgot-password" });
}

describe("the forgot-password page", () => {
  it("posts the address and answers with the neutral message", async () => {
    const api = fakeApi({ "POST /api/auth/forgot": { success: true, message: NEUTRAL_ANSWER } });
    renderPage();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ann@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send me a link" }));

    const sent = await screen.findByTestId("forgot-sent");
    expect(sent.getAttribute("role")).toBe("status");
    expect(sent.textContent).toBe(NEUTRAL_ANSWER);
    expect(api.calls()).toHaveLength(1);
    const [request] = api.calls();
    expect(request!.url).toBe("/api/auth/forgot");
    expect(request!.method).toBe("POST");
    expect(request!.body).toEqual({ email: "ann@example.com" });
  });
});
