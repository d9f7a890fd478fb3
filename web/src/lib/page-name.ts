import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * The name of the thing a page shows ("The Caregiver's Companion", a work's title), for the tab title and the last
 * breadcrumb: the path alone only says "Product" or an id. Set by the page once it knows it, for its own path.
 */
let named: { path: string; name: string } | null = null;
const listeners = new Set<() => void>();

function publish(next: typeof named) {
  named = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the current page while it is shown (nothing while `name` is still loading). */
export function useNamePage(name: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    publish({ path: pathname, name });
    return () => {
      if (named?.path === pathname) publish(null);
    };
  }, [pathname, name]);
}

/** The name the page at `path` gave itself, if it did. */
export function usePageName(path: string): string | null {
  const current = useSyncExternalStore(
    subscribe,
    () => named,
    () => null,
  );
  return current?.path === path ? current.name : null;
}
