/**
 * Every `error.code` the API answers with: HTTP error bodies, the `error` event of a streamed AI job and the
 * project room's error frames. The web app shows each through its `errors` catalog, so a new code goes here first.
 */
export const ERROR_CODES = [
  "invalid_input",
  "invalid_json",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "quota_exceeded",
  "ai_unavailable",
  "payments_unavailable",
  "plan_required",
  "discount_unknown",
  "discount_expired",
  "discount_used_up",
  "link_invalid",
  "email_unverified",
  "earnings_unpaid",
  "billing_unreachable",
  "work_unwritten",
  "analytics_unavailable",
  "site_unconfigured",
  "internal",
  "removed",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
