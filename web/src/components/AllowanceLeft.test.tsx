import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../test/fake-api";
import { renderWithApp } from "../test/render-with-app";
import { signedInAs } from "../test/session";
import { AllowanceLeft } from "./AllowanceLeft";

const summary = (humanizerLeft: number) => ({
  success: true,
  tier: "free",
  earningsCents: 0,
  testEarningsCents: 0,
  usesToday: 2 - humanizerLeft,
  allowances: {
    literary: { used: 0, limit: 2, left: 2 },
    humanizer: { used: 1 - humanizerLeft, limit: 1, left: humanizerLeft },
    translation: { used: 0, limit: null, left: null },
    marketing: { used: 0, limit: 3, left: 3 },
  },
});

function renderAllowance(kind: "humanizer" | "translation", humanizerLeft: number) {
  fakeApi({ "GET /api/auth/me": signedInAs("free"), "GET /api/dashboard/summary": summary(humanizerLeft) });
  renderWithApp(<AllowanceLeft kind={kind} />);
}

describe("what is left of today's allowance", () => {
  it("is said beside the button before the member presses it", async () => {
    renderAllowance("humanizer", 1);
    expect((await screen.findByTestId("allowance-humanizer")).textContent).toBe("Uses left today: 1 / 1");
  });

  it("says when none is left, and when it renews", async () => {
    renderAllowance("humanizer", 0);
    expect((await screen.findByTestId("allowance-humanizer")).textContent).toContain("None left today (1 a day");
  });
});
