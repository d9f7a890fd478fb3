import { demoSessionCookie } from "../e2e/demo-sign-in";
import { benignText, hostileTexts } from "../worker/text/fixtures/hostile-texts";
import { startBenchServer } from "./bench-server";

const PORT = 8796;
const RUNS = 3;

/** The text routes, each with the most it takes and the body that carries the text (as in the workerd test). */
const TEXT_ROUTES: { path: string; maxChars: number; body: (text: string) => Record<string, unknown> }[] = [
  { path: "/api/text/analyze", maxChars: 50_000, body: (content) => ({ content }) },
  { path: "/api/literary/analyze", maxChars: 50_000, body: (content) => ({ content }) },
  { path: "/api/humanizer/demo", maxChars: 50_000, body: (text) => ({ text, level: "maximum" }) },
  { path: "/api/smart-mode", maxChars: 50_000, body: (content) => ({ content, intensity: "maximum" }) },
  { path: "/api/overkill-mode", maxChars: 50_000, body: (content) => ({ content, intensity: "godmode" }) },
  { path: "/api/unified-ai", maxChars: 50_000, body: (content) => ({ content, type: "humanize" }) },
  { path: "/api/translate/detect", maxChars: 20_000, body: (text) => ({ text }) },
];

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
    const cookie = await demoSessionCookie(server.baseUrl, "creator");
    const timed = async (path: string, body: Record<string, unknown>) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.baseUrl, cookie },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    };
    const ratios: HostileRatio[] = [];
    for (const { path, maxChars, body } of TEXT_ROUTES) {
      const benignMs = await timed(path, body(benignText(maxChars)));
      let worst = { name: "", ms: 0, ratio: 0 };
      for (const [name, text] of Object.entries(hostileTexts(maxChars))) {
        const ms = await timed(path, body(text));
        if (ms / benignMs > worst.ratio) worst = { name, ms, ratio: ms / benignMs };
      }
      ratios.push({ path, benignMs, worst });
    }
    return ratios;
  } finally {
    await server.stop();
  }
}
