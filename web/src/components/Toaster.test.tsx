import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../lib/notify";
import { TOAST_DURATION_MS, Toaster } from "./Toaster";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toasts", () => {
  it("show one at a time: a new toast replaces the one before", () => {
    render(<Toaster />);
    act(() => notify.error("First", "first description"));
    act(() => notify.success("Second", "second description"));
    expect(screen.getByText("Second")).toBeTruthy();
    expect(screen.getByText("second description")).toBeTruthy();
    expect(screen.queryByText("First")).toBeNull();
  });

  it("disappear after five seconds", () => {
    render(<Toaster />);
    act(() => notify.success("Saved"));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText("Saved")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("are dismissed by a swipe right of more than 50 px, not by a shorter one", () => {
    render(<Toaster />);
    act(() => notify.error("Swipe me"));
    const toast = screen.getByRole("alert");
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.queryByText("Swipe me")).not.toBeNull();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    expect(screen.queryByText("Swipe me")).toBeNull();
  });

  it("are dismissed by the close button", () => {
    render(<Toaster />);
    act(() => notify.success("Closable"));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Closable")).toBeNull();
  });
});
