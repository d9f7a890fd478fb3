import { demoSessionCookie } from "../e2e/demo-sign-in";
import { benignText, HOSTILE_TEXT_ROUTES, hostileTexts } from "../worker/test/fixtures/hostile-texts";
import { startBenchServer } from "./bench-server";

const PORT = 8796;
const RUNS = 3;

export interface HostileRatio {
  path: string;
  benignMs: number;
  worst: { name: string; ms: number; ratio: number };
}

/**
 * Per text route: the median time of ordinary prose of the largest allowed size, and of each hostile text of the
 * same size (hostile-texts.ts), through local wrangler dev. The worst hostile/benign ratio is the route's figure.
 */
export async function hostileInputRatios(): Promise<HostileRatio[]> {
  const server = await startBenchServer(PORT);
  try {
    // The Professional demo account opens every route of the table (the content factory and pipeline are gated).
    const cookie = await demoSessionCookie(server.baseUrl, "professional");
    const timed = async (path: string, body: Record<string, unknown>, ok: number) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.baseUrl, cookie },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        if (response.status >= 500 && response.status !== ok) throw new Error(`${path} answered ${response.status}`);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    };
    const ratios: HostileRatio[] = [];
    for (const { path, maxChars, body, ok = 200 } of HOSTILE_TEXT_ROUTES) {
      const benignMs = await timed(path, body(benignText(maxChars)), ok);
      let worst = { name: "", ms: 0, ratio: 0 };
      for (const [name, text] of Object.entries(hostileTexts(maxChars))) {
        const ms = await timed(path, body(text), ok);
        if (ms / benignMs > worst.ratio) worst = { name, ms, ratio: ms / benignMs };
      }
      ratios.push({ path, benignMs, worst });
    }
    return ratios;
  } finally {
    await server.stop();
  }
}
