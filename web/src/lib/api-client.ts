import type { QueryFunction } from "@tanstack/react-query";

export interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string[]> };
}

/** A non-OK response. `message` is "<status>: <body>" as the platform has always reported it. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = "ApiRequestError";
  }

  /** The parsed error body, when the server sent the API's JSON error shape. */
  get body(): ApiErrorBody | null {
    try {
      return JSON.parse(this.bodyText) as ApiErrorBody;
    } catch {
      return null;
    }
  }

  get code(): string | undefined {
    return this.body?.error?.code;
  }

  get fields(): Record<string, string[]> {
    return this.body?.error?.fields ?? {};
  }
}

/** The human message of an error: the server's own message when there is one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.body?.error?.message ?? fallback;
  return fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let text: string;
  try {
    text = (await response.text()) || response.statusText;
  } catch {
    throw new ApiRequestError(response.status, "Request failed");
  }
  throw new ApiRequestError(response.status, text);
}

/** fetch with the platform's rules: cookies included, non-OK responses thrown as ApiRequestError. */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: "include" });
  await throwIfNotOk(response);
  return response;
}

/** JSON request to the API; a body, when given, is sent as JSON. */
export async function apiRequest<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiFetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  return (await response.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query: a GET on the query key's segments joined with "/". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>("GET", queryKey.join("/"));
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  };
}
