import { forgetPress, replayPress, writtenValue } from "../lib/visitor-intent";

/**
 * What a visitor does on a prerendered page before the app takes it over: text typed and choices made in its
 * controls marked `data-hand-over="<query parameter>"` (they become the URL's query, which the app's page reads),
 * the control in focus with its caret, the scroll position, and the last button pressed (lib/visitor-intent.ts).
 * Read just before the app renders, put back after.
 */
export interface HandOver {
  /** The query string with what the visitor typed or chose, or null when they changed nothing. */
  search: string | null;
  /**
   * Puts focus, caret and scroll back once the app's page is on screen, and hands `navigate` the query of anything
   * typed or chosen after this capture, while the app's page was rendering (a busy phone, a fast typist).
   */
  restore(navigate?: (search: string) => void): void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = "input[data-hand-over], select[data-hand-over], textarea[data-hand-over]";
/**
 * The app's render replaces the prerendered page in slices (a transition), which on a busy phone takes a while: it is
 * waited for this long. Its page then shows the controls within a few frames; after this many, nothing is restored.
 */
const RENDER_WAIT_MS = 30_000;
const RESTORE_FRAMES = 60;

/** The query with each control's value that differs from `since` (its value when the page was written, by default). */
function queryWith(controls: Control[], search: string, since: (control: Control) => string) {
  const query = new URLSearchParams(search);
  let changed = false;
  for (const control of controls) {
    if (control.value === since(control)) continue;
    const parameter = control.dataset.handOver!;
    // A control's resting value (all categories, the featured order) is the URL without the parameter.
    if (control.value === control.dataset.handOverDefault || control.value === "") query.delete(parameter);
    else query.set(parameter, control.value);
    changed = true;
  }
  return { query, changed };
}

export function captureHandOver(root: HTMLElement, location: Location): HandOver {
  const controls = [...(root.querySelectorAll(CONTROLS) as NodeListOf<Control>)];
  const handed = new Map(controls.map((control) => [control, control.value]));
  const { query, changed } = queryWith(controls, location.search, writtenValue);
  const focused = (document.activeElement?.closest(CONTROLS) ?? null) as Control | null;
  const parameter = focused?.dataset.handOver;
  const caret = focused instanceof HTMLInputElement ? focused.selectionStart : null;
  const scrollY = window.scrollY;
  const search = `?${query}`;
  const prerendered = root.firstElementChild;
  return {
    search: changed && search !== (location.search || "?") ? search : null,
    restore(navigate) {
      const started = performance.now();
      let frames = 0;
      const attempt = () => {
        // The app's render replaces the prerendered page: until it has (the root may be empty meanwhile), there is
        // nothing to put back into.
        if (root.firstElementChild === prerendered || root.firstElementChild === null) {
          if (performance.now() - started < RENDER_WAIT_MS) requestAnimationFrame(attempt);
          else forgetPress();
          return;
        }
        const target = parameter ? (root.querySelector(`[data-hand-over="${parameter}"]`) as Control | null) : null;
        // A button pressed before the app was there is pressed again once the app's page shows it.
        const press = replayPress(root);
        if (((parameter && !target) || press === "waiting") && ++frames < RESTORE_FRAMES)
          return void requestAnimationFrame(attempt);
        forgetPress();
        // The prerendered controls are gone from the page but still hold what was typed into them until now.
        const late = queryWith(controls, window.location.search, (control) => handed.get(control)!);
        if (late.changed && navigate) navigate(`?${late.query}`);
        if (target) {
          target.focus({ preventScroll: true });
          // The caret of a text typed late lands where the app's page puts it, at the end.
          if (target instanceof HTMLInputElement && caret !== null && !late.changed)
            target.setSelectionRange(caret, caret);
        }
        if (scrollY > 0) window.scrollTo(0, scrollY);
      };
      requestAnimationFrame(attempt);
    },
  };
}
