import { localizedErrorMessage } from "./error-message";

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

/** The human message of an error in the UI language (see localizedErrorMessage), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return localizedErrorMessage(error instanceof ApiRequestError ? error.body?.error : error, fallback);
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
