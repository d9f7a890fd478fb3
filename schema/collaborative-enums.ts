/** The collaborative workspace's value lists, free of table code so the web app can import them. */
export const PROJECT_ROLES = ["owner", "editor", "reviewer", "viewer"] as const;
export const PROJECT_PERMISSIONS = ["edit", "comment", "export"] as const;
export const PROJECT_STATUSES = ["active", "in_progress", "review", "completed"] as const;

export type ProjectRole = (typeof PROJECT_ROLES)[number];
export type ProjectPermission = (typeof PROJECT_PERMISSIONS)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The moves the owner may make: forward through the stages, and back from review to in progress. */
export const STATUS_TRANSITIONS: Record<ProjectStatus, ProjectStatus[]> = {
  active: ["in_progress"],
  in_progress: ["review"],
  review: ["completed", "in_progress"],
  completed: [],
};

/**
 * Invitations default to editor, with edit, comment and export (without export an editor could not take
 * away the authorship report of what they wrote); new projects carry all three permissions.
 */
export const DEFAULT_INVITE = {
  role: "editor" as ProjectRole,
  /** An invitation that names no permissions gets its role's: a reviewer comments, a viewer only reads. */
  permissionsFor: (role: ProjectRole): ProjectPermission[] =>
    role === "editor" ? ["edit", "comment", "export"] : role === "reviewer" ? ["comment"] : [],
};

/** Where a member was mentioned, and what became of the e-mail about it. */
export const MENTION_SOURCES = ["comment", "chat"] as const;
export const MENTION_EMAIL_STATES = ["none", "due", "sent", "skipped"] as const;
export type MentionSource = (typeof MENTION_SOURCES)[number];
