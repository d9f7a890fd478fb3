/**
 * Resolves once the browser has painted what it has (or after `limitMs`, where frames are not drawn, as in a
 * background tab). A prerendered page waits for this before it asks for the app's scripts, so the page's own HTML and
 * CSS have the connection to themselves until it is on screen.
 */
export function afterFirstPaint(limitMs = 200): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/**
 * Lets the browser handle input and paint before the next step of starting the app: a step that follows an `await`
 * of something already done would otherwise run in the same task, and one long task blocks the page.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
