import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetPress, replayPress, stopRecordingPresses, visitorIntent } from "./visitor-intent";

const page = (marker: string) =>
  `<div data-page="${marker}"><button type="button" aria-controls="sidebar-group-sell">Sell</button>` +
  `<button type="button">Choose</button><button type="button">Choose</button><a href="/login">Sign in</a></div>`;

function prerenderedRoot(): HTMLElement {
  document.body.innerHTML = `<div id="root">${page("prerendered")}</div>`;
  return document.getElementById("root")!;
}

/** The app's render: the same buttons, now with handlers. */
function renderApp(root: HTMLElement): HTMLButtonElement[] {
  root.innerHTML = page("app");
  return [...root.querySelectorAll("button")];
}

afterEach(() => forgetPress());

describe("a visitor's page before the app", () => {
  it("starts the app at the first press, key, touch or focus, and not before", async () => {
    for (const intent of ["pointerdown", "keydown", "touchstart", "focusin"]) {
      const started = vi.fn();
      void visitorIntent(prerenderedRoot()).then(started);
      document.body.dispatchEvent(new Event("scroll", { bubbles: true }));
      await Promise.resolve();
      expect(started).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(intent, { bubbles: true }));
      await vi.waitFor(() => expect(started).toHaveBeenCalled());
    }
  });

  it("presses again, in the app's page, the button pressed before the app was there", async () => {
    const root = prerenderedRoot();
    void visitorIntent(root);
    root.querySelectorAll("button")[2]!.click(); // the second "Choose"
    expect(replayPress(document.createElement("div"))).toBe("waiting");
    const [, first, second] = renderApp(root);
    const pressed = vi.fn();
    first!.addEventListener("click", () => pressed("first"));
    second!.addEventListener("click", () => pressed("second"));
    expect(replayPress(root)).toBe("pressed");
    expect(pressed.mock.calls).toEqual([["second"]]);
    expect(replayPress(root)).toBe("none");
  });

  it("does not record presses on the app's own page", async () => {
    const root = prerenderedRoot();
    void visitorIntent(root);
    const [sell] = renderApp(root);
    const pressed = vi.fn();
    sell!.addEventListener("click", pressed);
    sell!.click();
    expect(replayPress(root)).toBe("none");
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe("a page written in several parts", () => {
  it("remembers a press in any of them", async () => {
    document.body.innerHTML = `<div id="root"><a href="#main">Skip</a>${page("prerendered")}</div>`;
    const root = document.getElementById("root")!;
    void visitorIntent(root);
    root.querySelectorAll("button")[1]!.click();
    const [, first] = renderApp(root);
    const pressed = vi.fn();
    first!.addEventListener("click", pressed);
    expect(replayPress(root)).toBe("pressed");
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

// Last in the file: after it, no press is recorded.
describe("a page its app takes over in place (the landing page)", () => {
  it("presses again the button pressed before the app started, and leaves later presses to the app", async () => {
    const root = prerenderedRoot();
    void visitorIntent(root);
    const [, choose] = [...root.querySelectorAll("button")];
    choose!.click(); // before the app: nothing handles it
    stopRecordingPresses();
    const pressed = vi.fn(); // the app's handler
    choose!.addEventListener("click", pressed);
    expect(replayPress(root)).toBe("pressed");
    choose!.click(); // the app's own
    expect(replayPress(root)).toBe("none");
    expect(pressed).toHaveBeenCalledTimes(2);
  });
});
