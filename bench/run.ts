/** `npm run bench`: measures the budgets of DESIGN.md and prints one figure per line. */
import { resolve } from "node:path";
import { apiLatency } from "./api-latency";
import { firstPageJsGzipBytes, workerGzipBytes } from "./bundle-sizes";
import { chatBroadcast } from "./chat-broadcast";
import { hostileInputRatios } from "./hostile-input";
import { detectorWordsPerSecond, humanizerWordsPerSecond } from "./text-throughput";

const ROOT = resolve(import.meta.dirname, "..");
const KB = 1024;

function report(label: string, value: number, budget: number, unit: "KB") {
  const shown = (value / KB).toFixed(1);
  const verdict = value <= budget * KB ? "within budget" : "OVER BUDGET";
  console.log(`${label}: ${shown} ${unit} (budget ${budget} ${unit}, ${verdict})`);
}

report("first page JS, gzip", firstPageJsGzipBytes(ROOT), 110, "KB");
report("worker bundle, gzip", workerGzipBytes(ROOT), 1024, "KB");

const humanizer = humanizerWordsPerSecond();
console.log(
  `offline humanizer, all 8 stages: ${humanizer.toLocaleString("en-US")} words/s on one core (budget 50,000, ${humanizer >= 50_000 ? "within budget" : "UNDER BUDGET"})`,
);
console.log(`AI-signature detector: ${detectorWordsPerSecond().toLocaleString("en-US")} words/s on one core`);

const latency = await apiLatency();
console.log(`seeded 100,000 synthetic products into local D1 in ${latency.seedSeconds.toFixed(1)} s`);
for (const [name, { p50, p95 }] of Object.entries({
  "listing (5 sorts, 50 pages)": latency.listing,
  "category + price sort": latency.filtered,
  "full-text search": latency.search,
  "item read": latency.item,
})) {
  console.log(
    `API ${name}, wrangler dev: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 50 ms, ${p95 <= 50 ? "within budget" : "OVER BUDGET"})`,
  );
}

const chat = await chatBroadcast();
console.log(
  `live chat, ${chat.clients} sockets in one room: ${chat.delivered.toLocaleString("en-US")} of ${chat.expected.toLocaleString("en-US")} deliveries (${chat.sent} messages × ${chat.clients} receivers)${chat.delivered === chat.expected ? "" : " — MISSING DELIVERIES"}`,
);
console.log(
  `live chat broadcast latency at ${chat.perSecond} messages a second: p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms (budget p99 100 ms, ${chat.p99 <= 100 ? "within budget" : "OVER BUDGET"})`,
);

for (const { path, benignMs, worst } of await hostileInputRatios()) {
  console.log(
    `hostile input, POST ${path}: worst ${worst.ratio.toFixed(1)}× benign (${worst.name}: ${worst.ms.toFixed(0)} ms against ${benignMs.toFixed(0)} ms) (budget 5×, ${worst.ratio <= 5 ? "within budget" : "OVER BUDGET"})`,
  );
}
