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
    /** Real payments in the last 24 hours, in cents (test-mode sales moved no money). */
    revenue24h: number;
    /** Failed health checks in the last 24 hours. */
    errorCount: number;
    /** When an admin last ran the maintenance (auto-fix or optimize); null if never. */
    lastHealing: string | null;
    contentGenerated24h: number;
    /** Share of the last 24 hours' health checks that passed, in percent; null before the first one. */
    uptime24h: number | null;
    healthChecks24h: number;
  };
  contentPipeline: PipelineItem[];
  /** Real payments ever, in cents. */
  totalRevenue: number;
  generatedToday: number;
  soldToday: number;
  checkedAt: string;
}

/** What the hub sends: the current status on connecting, then one frame per change. */
export type StatusFrame = { type: "status"; status: SystemStatus };
