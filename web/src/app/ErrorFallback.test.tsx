import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorFallback";

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error("boom");
  return <p>Recovered</p>;
}

afterEach(() => vi.restoreAllMocks());

describe("the error screen", () => {
  it("shows the exact texts and both buttons, and Try Again renders the page afresh", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    expect(screen.getByText("The application encountered an error. Please try refreshing the page.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Recovered")).toBeTruthy();
  });
});
