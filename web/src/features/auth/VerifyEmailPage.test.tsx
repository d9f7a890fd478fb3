import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/Toaster";
import { createQueryClient } from "../../lib/query-client";
import { unverifiedUser, verifiedUser } from "./test-users";
import { VerifyEmailPage } from "./VerifyEmailPage";

const TOKEN = "a-token-from-the-e-mailed-link";

/** The auth API: who is signed in (answers in turn, the last one repeats), and the answer to the verification. */
function mockAuthApi(verification: Response, ...signedIn: (typeof unverifiedUser | null)[]) {
  let reads = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/auth/verify-email") return verification.clone();
    if (url === "/api/auth/me") {
      const user = signedIn[Math.min(reads++, signedIn.length - 1)] ?? null;
      return Response.json({ success: true, message: "", user });
    }
    return new Response('{"error":{"code":"not_found","message":"Not found."}}', { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const verifications = (fetchMock: ReturnType<typeof mockAuthApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === "/api/auth/verify-email");

const meReads = (fetchMock: ReturnType<typeof mockAuthApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === "/api/auth/me");

function renderPage(search: string) {
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/verify-email${search}`]}>
          <VerifyEmailPage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the verify-email page", () => {
  it("sends the link's token once, confirms, and reads the signed-in user again", async () => {
    const fetchMock = mockAuthApi(
      Response.json({ success: true, message: "Your e-mail address is confirmed.", user: verifiedUser }),
      unverifiedUser,
      verifiedUser,
    );
    renderPage(`?token=${TOKEN}`);

    const result = await screen.findByTestId("verify-result");
    expect(result.textContent).toContain("Your e-mail address is confirmed.");
    expect(await screen.findByRole("link", { name: "Go to your dashboard" })).toBeTruthy();
    const sent = verifications(fetchMock);
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]?.method).toBe("POST");
    expect(JSON.parse(String(sent[0]![1]?.body))).toEqual({ token: TOKEN });
    await waitFor(() => expect(meReads(fetchMock)).toHaveLength(2));
  });

  it("offers a visitor the way to sign in after confirming", async () => {
    mockAuthApi(Response.json({ success: true, message: "", user: verifiedUser }), null);
    renderPage(`?token=${TOKEN}`);
    expect(await screen.findByRole("link", { name: "Sign in to continue" })).toBeTruthy();
  });

  it("shows why a used or expired link failed, and lets a signed-in user ask for a new one", async () => {
    const reason = "This link has expired. Ask for a new one.";
    const fetchMock = mockAuthApi(
      new Response(JSON.stringify({ error: { code: "link_invalid", message: reason } }), { status: 400 }),
      unverifiedUser,
    );
    renderPage(`?token=${TOKEN}`);

    const result = await screen.findByTestId("verify-result");
    expect(result.textContent).toContain(reason);
    expect(await screen.findByRole("button", { name: "Send a new link" })).toBeTruthy();
    expect(verifications(fetchMock)).toHaveLength(1);
  });

  it("sends nothing for a link without a token", async () => {
    const fetchMock = mockAuthApi(Response.json({ success: true }), null);
    renderPage("");
    expect((await screen.findByTestId("verify-result")).textContent).toContain("This link is incomplete.");
    expect(verifications(fetchMock)).toHaveLength(0);
  });
});
