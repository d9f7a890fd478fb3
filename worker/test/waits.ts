/**
 * How long a test waits for a socket frame or a change it expects. It fails only when the event never comes, so the
 * bound is generous: a frame that takes 20 ms on an idle machine can take seconds on a busy one.
 */
export const FRAME_WAIT_MS = 20_000;

/**
 * Waits on what a socket brings. The test reports each event it handles (a frame, a close, an edit) with `changed()`;
 * a wait is a lookup checked at once and again after every event, and fails naming what it waited for when nothing
 * it wanted came within {@link FRAME_WAIT_MS}.
 */
export class SocketWaiter {
  readonly #pending = new Set<() => void>();

  /** Checks every pending wait again: call it once an event has been taken in. */
  changed(): void {
    for (const check of [...this.#pending]) check();
  }

  /** What `find` returns once it returns something other than undefined or false (a frame, or true). */
  until<T>(find: () => T | false | undefined, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, FRAME_WAIT_MS);
      const check = () => {
        const found = find();
        if (found === undefined || found === false) return;
        clearTimeout(timer);
        this.#pending.delete(check);
        resolve(found);
      };
      this.#pending.add(check);
      check();
    });
  }
}
