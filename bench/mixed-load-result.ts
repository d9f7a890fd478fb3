import { percentile } from "./bench-room";
import type { Sample } from "./mixed-load-client";
import type { Kind } from "./mixed-load-scenario";

export interface LatencyStats {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface MixedLoadResult {
  seconds: number;
  requests: number;
  perSecond: number;
  errors: number;
  serverErrors: number;
  kinds: Record<Kind, LatencyStats>;
  chat: LatencyStats & { members: number; sent: number; expected: number; delivered: number; duplicates: number };
  purchases: { answeredSuccess: number; listedOnce: number };
  earnings: { seller: string; gainedCents: number; sharesCents: number }[];
  stored: { messages: number; storedOnce: number };
  /** The correctness checks after the load. */
  holds: { noServerErrors: boolean; purchasesOnce: boolean; earnings: boolean; chatOnce: boolean };
  /** What a failed check saw, exactly, for the report. */
  problems: string[];
}

export function latencyStats(times: number[], errors: number): LatencyStats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: times.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** The latency statistics of each kind of request, its failures counted as errors. */
export function latencyByKind(samples: Map<Kind, Sample[]>): Record<Kind, LatencyStats> {
  return Object.fromEntries(
    [...samples].map(([kind, list]) => [
      kind,
      latencyStats(
        list.map((sample) => sample.ms),
        list.filter((sample) => sample.failed).length,
      ),
    ]),
  ) as Record<Kind, LatencyStats>;
}
