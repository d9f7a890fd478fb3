/**
 * Resolves once the browser has painted the page's content (its first contentful paint, as the browser reports it),
 * or after `limitMs` where nothing is painted, as in a background tab. A prerendered page waits for this before it asks
 * for the app's scripts, so the page's own HTML and CSS have the connection and the main thread to themselves until
 * the page is on screen. An animation frame is not proof of that: some browsers paint well after it.
 */
export function afterFirstPaint(limitMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      // The paint's own task ends first.
      setTimeout(resolve);
    };
    const timer = setTimeout(done, limitMs);
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(done);
      return;
    }
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * Lets the browser handle input and paint before the next step of starting the app: a step that follows an `await`
 * of something already done would otherwise run in the same task, and one long task blocks the page.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
