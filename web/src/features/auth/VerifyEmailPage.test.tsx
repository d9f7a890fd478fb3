import { screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { apiError, type FakeApi, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { unverifiedUser, verifiedUser } from "./test-users";
import { VerifyEmailPage } from "./VerifyEmailPage";

const TOKEN = "a-token-from-the-e-mailed-link";

/** The auth API: who is signed in (answers in turn, the last one repeats), and the answer to the verification. */
function fakeAuthApi(verification: Response, ...signedIn: (typeof unverifiedUser | null)[]) {
  let reads = 0;
  return fakeApi({
    "POST /api/auth/verify-email": verification,
    "GET /api/auth/me": () => ({
      success: true,
      message: "",
      user: signedIn[Math.min(reads++, signedIn.length - 1)] ?? null,
    }),
  });
}

const verifications = (api: FakeApi) => api.calls().filter((call) => call.url === "/api/auth/verify-email");

function renderPage(search: string) {
  // In StrictMode, as the app runs: its effects run twice, and the token must still be sent once.
  renderWithApp(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { route: `/verify-email${search}` },
  );
}

describe("the verify-email page", () => {
  it("sends the link's token once, confirms, and signs in the browser that signed up", async () => {
    const api = fakeAuthApi(
      Response.json({
        success: true,
        message: "Your e-mail address is confirmed.",
        signedIn: true,
        user: verifiedUser,
      }),
      null,
    );
    renderPage(`?token=${TOKEN}`);

    const result = await screen.findByTestId("verify-result");
    expect(result.textContent).toContain("Your e-mail address is confirmed.");
    expect(await screen.findByRole("link", { name: "Go to your dashboard" })).toBeTruthy();
    const sent = verifications(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.body).toEqual({ token: TOKEN });
  });

  it("offers the way to sign in when the link only confirmed, opened in another browser", async () => {
    fakeAuthApi(Response.json({ success: true, message: "", signedIn: false, user: null }), null);
    renderPage(`?token=${TOKEN}`);
    expect(await screen.findByRole("link", { name: "Sign in to continue" })).toBeTruthy();
  });

  it("shows why a used or expired link failed, and lets a signed-in user ask for a new one", async () => {
    const reason = "This link has expired. Ask for a new one.";
    const api = fakeAuthApi(apiError(400, "link_invalid", reason), unverifiedUser);
    renderPage(`?token=${TOKEN}`);

    const result = await screen.findByTestId("verify-result");
    expect(result.textContent).toContain(reason);
    expect(await screen.findByRole("button", { name: "Send a new link" })).toBeTruthy();
    expect(verifications(api)).toHaveLength(1);
  });

  it("sends nothing for a link without a token", async () => {
    const api = fakeAuthApi(Response.json({ success: true }), null);
    renderPage("");
    expect((await screen.findByTestId("verify-result")).textContent).toContain("This link is incomplete.");
    expect(verifications(api)).toHaveLength(0);
  });
});
