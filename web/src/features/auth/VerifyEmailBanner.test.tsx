import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/Toaster";
import { CURRENT_USER_KEY, type CurrentUser } from "../../lib/current-user";
import { createQueryClient } from "../../lib/query-client";
import { unverifiedUser, verifiedUser } from "./test-users";
import { VerifyEmailBanner } from "./VerifyEmailBanner";

function renderBanner(user: CurrentUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, { success: true, message: "", user });
  render(
    <QueryClientProvider client={queryClient}>
      <VerifyEmailBanner />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the unverified e-mail banner", () => {
  it("reminds an unverified user, and its button asks for a new link", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, message: "We sent a new link." }));
    vi.stubGlobal("fetch", fetchMock);
    renderBanner(unverifiedUser);

    const banner = await screen.findByTestId("verify-banner");
    expect(banner.getAttribute("role")).toBe("status");
    expect(banner.textContent).toContain("Confirm your e-mail address: we sent a link to ann@example.com.");
    fireEvent.click(screen.getByRole("button", { name: "Send a new link" }));

    expect(await screen.findByText("We sent a new link to ann@example.com. Check your inbox.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [RequestInfo | URL, RequestInit];
    expect(String(url)).toBe("/api/auth/verify-email/resend");
    expect(init.method).toBe("POST");
  });

  it("shows the server's reason when no link could be sent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response('{"error":{"code":"rate_limited","message":"You asked for several links already."}}', {
            status: 429,
          }),
      ),
    );
    renderBanner(unverifiedUser);
    fireEvent.click(await screen.findByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText("You asked for several links already.")).toBeTruthy();
  });

  it.each([
    ["a verified user", verifiedUser],
    ["a visitor", null],
  ])("is not shown to %s", (_who, user) => {
    vi.stubGlobal("fetch", vi.fn());
    renderBanner(user);
    expect(screen.queryByTestId("verify-banner")).toBeNull();
  });
});
