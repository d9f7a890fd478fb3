import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HelpCard } from "./HelpCard";

afterEach(() => localStorage.clear());

describe("the help card", () => {
  it("shows a context's tips and numbered steps, switches context, and minimizes", () => {
    render(<HelpCard />);
    expect(screen.getByText("Turn a topic into a structured work, chapter by chapter.")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Marketplace" }));
    expect(screen.getByText("List a work or upload a file.").closest("ol")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Minimize help" }));
    expect(screen.queryByText("List a work or upload a file.")).toBeNull();
  });

  it("starts minimized in compact mode, which this browser remembers", () => {
    const { unmount } = render(<HelpCard />);
    fireEvent.click(screen.getByLabelText("Compact help"));
    unmount();
    render(<HelpCard />);
    expect(screen.getByRole("button", { name: "Show help" }).getAttribute("aria-expanded")).toBe("false");
  });
});
