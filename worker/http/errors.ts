import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PlanId } from "../../schema/pricing-enums";
import type { ErrorCode } from "../common/error-codes";
import type { AppEnv } from "../env";

export type { ErrorCode };

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  /** `plan`: for `plan_required`, the cheapest plan that unlocks what was refused. */
  error: { code: ErrorCode; message: string; fields?: FieldErrors; plan?: PlanId };
}

/** An error the API answers on purpose, with a status and the single error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** 402: what was asked for comes with a higher plan, which the error body names so the page can offer it. */
export class PlanRequiredError extends ApiError {
  constructor(
    readonly plan: PlanId,
    message: string,
  ) {
    super(402, "plan_required", message);
    this.name = "PlanRequiredError";
  }
}

export function errorBody(code: ErrorCode, message: string, fields?: FieldErrors, plan?: PlanId): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(plan ? { plan } : {}) } };
}

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "ai_unavailable",
};

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    const plan = err instanceof PlanRequiredError ? err.plan : undefined;
    return c.json(errorBody(err.code, err.message, err.fields, plan), err.status, err.headers);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const malformedJson = /malformed json/i.test(err.message);
    const code = malformedJson ? "invalid_json" : (codeForStatus[err.status] ?? "invalid_input");
    const message = malformedJson
      ? "The request body is not valid JSON."
      : err.message || "The request could not be processed.";
    return c.json(errorBody(code, message), err.status as ContentfulStatusCode);
  }
  console.error(`[${c.get("requestId") ?? "-"}] unhandled error`, err);
  return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
}

export function handleNotFound(c: Context<AppEnv>) {
  return c.json(errorBody("not_found", `No API route matches ${c.req.method} ${c.req.path}.`), 404);
}
