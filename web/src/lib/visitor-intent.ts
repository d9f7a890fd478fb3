import { languageChosenHere } from "./language-choice";
import { withoutLanguage } from "./language-path";
import { countPageViewBeforeApp } from "./page-view-log";

/**
 * A visitor's product, marketplace or pricing page works before the app: its links are links, and what is
 * typed or chosen in its search box and filters is handed over. The worker marks such a page
 * (`data-app-start="on-intent"` on <html>), and the app, most of the page's script, starts only when the visitor
 * reaches for something it runs: a press, a key, a touch, focus on a control. Reading the page costs the phone
 * nothing.
 */
const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/** A button pressed on the page before the app took it over, found again in the app's page by what it shows. */
export interface Press {
  text: string;
  controls: string | null;
  label: string | null;
  /** Which of the buttons that show the same is meant ("Choose" on the second plan). */
  occurrence: number;
}

let lastPress: Press | null = null;
let recordingPresses = true;

function startsOnIntent(): boolean {
  return document.documentElement.dataset.appStart === "on-intent";
}

function looks(button: Element) {
  return {
    text: button.textContent?.trim() ?? "",
    controls: button.getAttribute("aria-controls"),
    label: button.getAttribute("aria-label"),
  };
}

function sameLook(a: ReturnType<typeof looks>, b: ReturnType<typeof looks>): boolean {
  return a.text === b.text && a.controls === b.controls && a.label === b.label;
}

/** The page's buttons that look like `press`, in document order. */
function alike(root: Element, look: ReturnType<typeof looks>): HTMLButtonElement[] {
  return [...root.querySelectorAll("button")].filter((button) => sameLook(looks(button), look));
}

/**
 * On a page the worker marked, counts the view now (the app does not count it again) and resolves at the visitor's
 * first intent, with true. Resolves at once with false where the app starts now: an unmarked page, or a reader who
 * chose another language in this browser (the app sends them to the page in it).
 */
export async function untilVisitorIntent(root: HTMLElement | null): Promise<boolean> {
  const chosen = languageChosenHere();
  if (!root?.firstElementChild || !startsOnIntent() || (chosen && chosen !== document.documentElement.lang))
    return false;
  countPageViewBeforeApp(withoutLanguage(window.location.pathname));
  if (!reachedAlready(root)) await visitorIntent(root);
  return true;
}

/**
 * Whether the visitor reached for the page before this script ran (a slow network): a control of it has the focus, or
 * holds something other than what the page was written with.
 */
function reachedAlready(root: HTMLElement): boolean {
  if (document.activeElement && document.activeElement !== document.body && root.contains(document.activeElement))
    return true;
  for (const control of root.querySelectorAll("input, select, textarea") as NodeListOf<FormControl>)
    if (control.value !== writtenValue(control)) return true;
  return false;
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value a control was written with (before anyone typed or chose). */
export function writtenValue(control: FormControl): string {
  if (control instanceof HTMLSelectElement)
    return [...control.options].find((option) => option.defaultSelected)?.value ?? control.options[0]?.value ?? "";
  return control.defaultValue;
}

/**
 * Resolves at the visitor's first intent. Until the app replaces the prerendered page, the last button pressed on it
 * is remembered, so that the app's page can press its own (`replayPress`).
 */
export function visitorIntent(root: HTMLElement): Promise<void> {
  // What the worker wrote; the app's render replaces all of it.
  const prerendered = [...root.children];
  root.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest("button");
      if (!recordingPresses || !button || button.disabled || !prerendered.some((part) => part.contains(button))) return;
      const look = looks(button);
      lastPress = { ...look, occurrence: alike(root, look).indexOf(button) };
    },
    { capture: true },
  );
  return new Promise((resolve) => {
    const started = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, started, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, started, { capture: true, passive: true });
  });
}

/**
 * Presses, in the app's page, the button the visitor pressed before the app was there: "pressed", "none" when no
 * press is pending, or "waiting" while the app's page does not show that button yet (the press is kept).
 */
export function replayPress(root: Element): "pressed" | "none" | "waiting" {
  if (!lastPress) return "none";
  const button = alike(root, lastPress)[lastPress.occurrence];
  if (!button) return "waiting";
  lastPress = null;
  button.click();
  return "pressed";
}

/** For an app that takes the prerendered page over in place: presses from now on reach it, none is recorded. */
export function stopRecordingPresses(): void {
  recordingPresses = false;
}

/** A press whose button never appeared is not pressed later by surprise. */
export function forgetPress(): void {
  lastPress = null;
}
