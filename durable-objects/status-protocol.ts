// The live status the StatusHub pushes to dashboards; the worker computes it and the web app reads the same types.

export type ServiceStatus = "healthy" | "degraded" | "critical";
export type ActivityStatus = "active" | "idle";

export interface PipelineItem {
  id: number;
  industry: string;
  contentType: string;
  targetMarket: string;
  createdAt: string;
  /** The listing's price, in cents. */
  pricing: number;
  sold: boolean;
  generated: boolean;
}

export interface SystemStatus {
  systemHealth: {
    apiStatus: ServiceStatus;
    databaseStatus: ServiceStatus;
    storageStatus: ServiceStatus;
    contentGeneration: ActivityStatus;
    salesPipeline: ActivityStatus;
    /** Real payments in the last 24 hours, in cents (test-mode sales moved no money); null for members. */
    revenue24h: number | null;
    /** Failed health checks in the last 24 hours. */
    errorCount: number;
    /** When an admin last ran the maintenance (auto-fix or optimize); null if never. */
    lastHealing: string | null;
    contentGenerated24h: number;
    /** Share of the last 24 hours' health checks that passed, in percent; null before the first one. */
    uptime24h: number | null;
    healthChecks24h: number;
  };
  /** The newest listings and whether they sold; null for members. */
  contentPipeline: PipelineItem[] | null;
  /** Real payments ever, in cents; null for members. */
  totalRevenue: number | null;
  generatedToday: number;
  /** Sales today (UTC); null for members. */
  soldToday: number | null;
  checkedAt: string;
}

/**
 * The status as a member who is not an admin sees it: the platform's health and what is public, without its
 * business figures (revenue, sales, what sold).
 */
export function memberView(status: SystemStatus): SystemStatus {
  return {
    ...status,
    systemHealth: { ...status.systemHealth, revenue24h: null },
    contentPipeline: null,
    totalRevenue: null,
    soldToday: null,
  };
}

/** Who a dashboard's socket belongs to, as the worker checked it before the upgrade. */
export interface StatusWatcher {
  userId: string;
  /** The member's claim on this socket (durable-objects/member-sockets.ts), given back when it closes. */
  socketId: string;
  /** The session's stored hash, so signing out closes this session's sockets. */
  session: string;
  /** When the session ends unless used again: the socket closes then. */
  expiresAt: number;
  admin: boolean;
}

/** What the hub sends: the current status on connecting, then one frame per change. */
export type StatusFrame = { type: "status"; status: SystemStatus };
