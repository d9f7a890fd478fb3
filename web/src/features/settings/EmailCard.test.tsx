import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../lib/current-user";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { EmailCard } from "./EmailCard";

const user = { email: "ann@example.com", emailVerified: true } as NonNullable<CurrentUser>;

describe("the e-mail card", () => {
  it("shows the confirmed address, and after a change says the link went to the new one", async () => {
    const api = fakeApi({ "POST /api/account/email": { success: true, pendingEmail: "ann@new.example", message: "" } });
    renderWithApp(<EmailCard user={user} />);
    expect(screen.getByText("ann@example.com")).toBeTruthy();
    expect(screen.getByText("Confirmed")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("New address"), { target: { value: "Ann@New.example" } });
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "my-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Change address" }));

    expect(await screen.findByText(/We sent a link to ann@new\.example\./)).toBeTruthy();
    const [request] = api.calls();
    expect(request!.url).toBe("/api/account/email");
    expect(request!.body).toEqual({ newEmail: "Ann@New.example", password: "my-password" });
  });
});
