import {
  AUDIT_CATEGORIES,
  type AuditCategory,
  type AuditCheck,
  type AuditContext,
  type AuditStatus,
  type CheckFinding,
} from "./audit-check";
import { CONFIGURATION_CHECKS } from "./configuration-checks";
import { DATABASE_CHECKS } from "./database-checks";
import { TRANSLATION_CHECKS } from "./translation-checks";

/** Every check of the platform audit, in the order the audit page lists them. */
export const AUDIT_CHECKS: AuditCheck[] = [...DATABASE_CHECKS, ...CONFIGURATION_CHECKS, ...TRANSLATION_CHECKS];

export interface AuditResult extends Required<Pick<CheckFinding, "details">>, Omit<CheckFinding, "details"> {
  id: string;
  name: string;
  category: AuditCategory;
  fixable: boolean;
}

export interface SystemHealth {
  overall: number;
  categories: Partial<Record<AuditCategory, { score: number; count: number; critical: number }>>;
}

const average = (scores: number[]) => Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);

/** One check run; a check that throws is a failure that says why, and never takes the audit down. */
async function runCheck(check: AuditCheck, context: AuditContext): Promise<AuditResult> {
  let finding: CheckFinding;
  try {
    finding = await check.run(context);
  } catch (error) {
    console.error(`audit check ${check.id} failed`, error);
    finding = {
      status: "fail",
      score: 0,
      message: `The check could not run: ${error instanceof Error ? error.message : "unknown error"}.`,
      messageKey: "checkFailed",
    };
  }
  return {
    id: check.id,
    name: check.name,
    category: check.category,
    ...finding,
    details: finding.details ?? [],
    fixable: finding.status !== "pass" && check.fix !== undefined,
  };
}

/** Runs the checks of the chosen categories and scores the platform: per category and overall, from the checks. */
export async function runAudit(
  context: AuditContext,
  categories: readonly AuditCategory[] = AUDIT_CATEGORIES,
): Promise<{ auditResults: AuditResult[]; systemHealth: SystemHealth }> {
  const checks = AUDIT_CHECKS.filter((check) => categories.includes(check.category));
  const auditResults = await Promise.all(checks.map((check) => runCheck(check, context)));
  const systemHealth: SystemHealth = {
    overall: auditResults.length ? average(auditResults.map((r) => r.score)) : 100,
    categories: {},
  };
  for (const category of categories) {
    const results = auditResults.filter((result) => result.category === category);
    if (results.length === 0) continue;
    systemHealth.categories[category] = {
      score: average(results.map((result) => result.score)),
      count: results.length,
      critical: results.filter((result) => result.status === ("fail" satisfies AuditStatus)).length,
    };
  }
  return { auditResults, systemHealth };
}

/** Puts right what the named checks can fix by themselves; returns how many checks it fixed and what each changed. */
export async function autoFix(context: AuditContext, names: readonly string[]) {
  const fixed: { id: string; changed: number }[] = [];
  for (const check of AUDIT_CHECKS.filter((candidate) => names.includes(candidate.id) && candidate.fix)) {
    fixed.push({ id: check.id, changed: await check.fix!(context) });
  }
  return { fixedCount: fixed.length, fixed };
}
