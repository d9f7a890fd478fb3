import { useEffect, useRef } from "react";

/** Runs `run` once when the page opens (not again on re-render, nor twice under StrictMode's double effects). */
export function useRunOnOpen(run: () => void): void {
  const started = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current();
  }, []);
}
