import type { Database } from "../../../schema/db";
import type { Env } from "../../env";

/** The audit's categories, as the spec's request names what to check. */
export const AUDIT_CATEGORIES = ["database", "security", "payments", "translation", "performance"] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];
export type AuditStatus = "pass" | "warning" | "fail";

/** What a check found: `message` in English for the API, `messageKey` and `params` for the app's catalogs. */
export interface CheckFinding {
  status: AuditStatus;
  /** 0-100: how much of what the check looks at is right. */
  score: number;
  message: string;
  messageKey: string;
  params?: Record<string, string | number>;
  /** Data behind the finding (names, keys, counts), shown as they are. */
  details?: string[];
}

export interface AuditContext {
  db: Database;
  env: Env;
  /** The site's address, as the request came in. */
  origin: string;
  now: number;
}

/** One check of the platform: what it looks at, and, when it can put that right by itself, how. */
export interface AuditCheck {
  id: string;
  name: string;
  category: AuditCategory;
  run(context: AuditContext): Promise<CheckFinding>;
  /** Puts right what `run` found; returns how many things it changed. */
  fix?(context: AuditContext): Promise<number>;
}

export const pass = (message: string, messageKey: string, params?: CheckFinding["params"]): CheckFinding => ({
  status: "pass",
  score: 100,
  message,
  messageKey,
  params,
});
