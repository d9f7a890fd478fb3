import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Samples that are not the script's work: the isolate waiting, or workerd's own code around it. */
const NOT_STARTUP = new Set(["(idle)", "(program)"]);

/**
 * The worker's startup: `wrangler check startup` builds the bundle and profiles the evaluation of its global scope on
 * a fresh isolate in local workerd (the phase Cloudflare limits at deploy); the CPU samples of that evaluation, garbage
 * collection included, add up to its time in milliseconds.
 */
export function workerStartupMs(root: string): number {
  const out = join(root, "bench", ".out");
  mkdirSync(out, { recursive: true });
  const profilePath = join(out, "worker-startup.cpuprofile");
  execFileSync("wrangler", ["check", "startup", "--outfile", profilePath], { cwd: root, stdio: "ignore" });
  const profile = JSON.parse(readFileSync(profilePath, "utf8")) as CpuProfile;
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let micros = 0;
  profile.samples.forEach((sample, i) => {
    // A sample's time is the gap to the next one.
    if (!NOT_STARTUP.has(names.get(sample) ?? "")) micros += profile.timeDeltas[i + 1] ?? 0;
  });
  return micros / 1000;
}
