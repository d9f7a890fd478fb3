import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TaxReportCard } from "./TaxReportCard";

describe("the tax report card", () => {
  it("links the CSV of the months chosen, and offers none for a range that ends before it starts", () => {
    render(<TaxReportCard />);
    const thisMonth = new Date().toISOString().slice(0, 7);
    const link = screen.getByRole("link", { name: "Download the tax report (CSV)" });
    expect(link.getAttribute("href")).toBe(`/api/admin/tax-report?from=${thisMonth.slice(0, 4)}-01&to=${thisMonth}`);

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-05" } });
    expect(screen.getByRole("link", { name: "Download the tax report (CSV)" }).getAttribute("href")).toBe(
      "/api/admin/tax-report?from=2026-03&to=2026-05",
    );

    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01" } });
    expect(screen.queryByRole("link", { name: "Download the tax report (CSV)" })).toBeNull();
  });
});
