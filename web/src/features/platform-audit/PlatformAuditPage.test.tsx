import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { PlatformAuditPage } from "./PlatformAuditPage";

const result = (id: string, category: string, status: "pass" | "warning" | "fail", extra: object = {}) => ({
  id,
  name: id,
  category,
  status,
  score: status === "pass" ? 100 : status === "warning" ? 85 : 0,
  message: "",
  messageKey: status === "pass" ? "sessionsPurged" : "sessionsWaiting",
  params: { count: 3 },
  details: [],
  fixable: false,
  ...extra,
});

function audit(sessions: "pass" | "warning") {
  return {
    success: true,
    auditResults: [
      result("expired-sessions", "security", sessions, { fixable: sessions !== "pass" }),
      result("payments", "payments", "fail", { messageKey: "paymentsNone" }),
    ],
    systemHealth: {
      overall: sessions === "pass" ? 50 : 43,
      categories: {
        security: { score: sessions === "pass" ? 100 : 85, count: 1, critical: 0 },
        payments: { score: 0, count: 1, critical: 1 },
      },
    },
  };
}

function renderPage() {
  renderWithApp(<PlatformAuditPage />);
}

describe("the platform audit page", () => {
  it("runs the audit on opening, groups the checks by category, and fixes what can be fixed, then runs again", async () => {
    const answers = [audit("warning"), audit("pass")];
    const api = fakeApi({
      "POST /api/platform/comprehensive-audit": () => answers.shift(),
      "POST /api/platform/auto-fix": { success: true, fixedCount: 1, fixed: [{ id: "expired-sessions", changed: 3 }] },
    });
    renderPage();
    expect(await screen.findByText("3 expired sessions are still stored (the daily job deletes them).")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Payments" })).toBeTruthy();
    expect(screen.getByText("1 failing")).toBeTruthy();
    expect(screen.getByText("1 critical issues, 1 warnings found")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Auto-Fix" }));
    expect(await screen.findByText("No expired session is waiting to be deleted.")).toBeTruthy();
    const fixCall = api.calls().find((call) => call.url.endsWith("/auto-fix"))!;
    expect(fixCall.body).toEqual({ issues: ["expired-sessions"] });
    expect(screen.queryByRole("button", { name: "Auto-Fix" })).toBeNull();
  });

  it("tells a signed-in user who is not an admin that the audit is an administrator's", async () => {
    fakeApi({
      "POST /api/platform/comprehensive-audit": apiError(403, "forbidden", "This action needs an administrator."),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Administrators only" })).toBeTruthy();
  });
});
