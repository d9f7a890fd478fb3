import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { OrchestrationPage } from "./OrchestrationPage";

describe("the AI orchestration page", () => {
  it("refuses a spend that is not positive and shows the savings the server computed", async () => {
    const api = fakeApi({
      "POST /api/orchestration/cost-calculator": {
        success: true,
        monthlySavings: 3612.5,
        annualSavings: 43350,
        optimizationPercentage: 36.1,
        roi: 503.1,
        serviceFee: 599,
      },
    });
    renderWithApp(<OrchestrationPage />);
    fireEvent.click(screen.getByRole("button", { name: "Calculate Savings" }));
    expect(await screen.findByText("Please enter a valid monthly AI spend amount")).toBeTruthy();
    expect(api.calls()).toEqual([]);
    fireEvent.change(screen.getByLabelText("Monthly AI spend (USD)"), { target: { value: "10000" } });
    fireEvent.click(screen.getByRole("button", { name: "Calculate Savings" }));
    expect((await screen.findByTestId("savings-monthly")).textContent).toBe("$3,612.50");
    expect(screen.getByTestId("savings-reduction").textContent).toBe("36.1%");
    expect(api.calls()[0]!.body).toEqual({
      monthlyAISpend: 10000,
      taskTypes: "mixed",
    });
    expect(screen.getByRole("link", { name: /Try the Demo/ }).getAttribute("href")).toBe("/orchestration-demo");
  });

  it("keeps the calculator disabled while prerendered, so nothing typed is lost when the app takes over", () => {
    renderWithApp(<OrchestrationPage prerendered />);
    // A disabled fieldset disables every control in it (jsdom does not apply that to :disabled).
    const controls = screen.getByRole("button", { name: "Calculate Savings" }).closest("fieldset");
    expect(controls?.disabled).toBe(true);
    expect(controls?.contains(screen.getByLabelText("Monthly AI spend (USD)"))).toBe(true);
    expect(screen.getByRole("link", { name: /Try the Demo/ }).getAttribute("href")).toBe("/orchestration-demo");
  });
});
