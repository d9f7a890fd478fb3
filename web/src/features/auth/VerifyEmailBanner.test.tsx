import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CURRENT_USER_KEY, type CurrentUser } from "../../lib/current-user";
import { createQueryClient } from "../../lib/query-client";
import { apiError, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { unverifiedUser, verifiedUser } from "./test-users";
import { VerifyEmailBanner } from "./VerifyEmailBanner";

function renderBanner(user: CurrentUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, { success: true, message: "", user });
  renderWithApp(<VerifyEmailBanner />, { queryClient });
}

describe("the unverified e-mail banner", () => {
  it("reminds an unverified user, and its button asks for a new link", async () => {
    const api = fakeApi({ "POST /api/auth/verify-email/resend": { success: true, message: "We sent a new link." } });
    renderBanner(unverifiedUser);

    const banner = await screen.findByTestId("verify-banner");
    expect(banner.getAttribute("role")).toBe("status");
    expect(banner.textContent).toContain("Confirm your e-mail address: we sent a link to ann@example.com.");
    fireEvent.click(screen.getByRole("button", { name: "Send a new link" }));

    expect(await screen.findByText("We sent a new link to ann@example.com. Check your inbox.")).toBeTruthy();
    expect(api.calls()).toHaveLength(1);
    const [request] = api.calls();
    expect(request!.url).toBe("/api/auth/verify-email/resend");
    expect(request!.method).toBe("POST");
  });

  it("shows the server's reason when no link could be sent", async () => {
    fakeApi({
      "POST /api/auth/verify-email/resend": apiError(429, "rate_limited", "You asked for several links already."),
    });
    renderBanner(unverifiedUser);
    fireEvent.click(await screen.findByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText("You asked for several links already.")).toBeTruthy();
  });

  it.each([
    ["a verified user", verifiedUser],
    ["a visitor", null],
  ])("is not shown to %s", (_who, user) => {
    fakeApi({});
    renderBanner(user);
    expect(screen.queryByTestId("verify-banner")).toBeNull();
  });
});
