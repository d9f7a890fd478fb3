export const ACTIVITY_KINDS = [
  "work_created",
  "product_listed",
  "sale",
  "purchase",
  "rewrite",
  "translation",
  "project_created",
  "opportunity_posted",
  "message_received",
  "package_built",
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
