import { useEffect, useState } from "react";
import { apiFetch } from "./api-client";

export type Fetched<T> = { status: "pending" } | { status: "success"; data: T } | { status: "error" };

/**
 * A GET read for the landing page, which keeps the query client off its first load: the answer once per mount,
 * "error" when the request fails (the page then leaves that part out). Pages of the app use TanStack Query.
 */
export function useFetchedJson<T>(url: string): Fetched<T> {
  const [state, setState] = useState<Fetched<T>>({ status: "pending" });
  useEffect(() => {
    const abort = new AbortController();
    apiFetch(url, { signal: abort.signal })
      .then((response) => response.json() as Promise<T>)
      .then(
        (data) => setState({ status: "success", data }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          console.warn("Request failed:", url, error instanceof Error ? error.message : error);
          setState({ status: "error" });
        },
      );
    return () => abort.abort();
  }, [url]);
  return state;
}
