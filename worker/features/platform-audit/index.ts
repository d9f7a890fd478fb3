export { AUDIT_CHECKS, autoFix } from "./audit";
export type { AuditContext } from "./audit-check";
export { OUTBOX_RETENTION_MS, purgeExpired, RATE_EVENT_RETENTION_MS } from "./purge";
