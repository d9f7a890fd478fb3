// npm start's scheduler: `wrangler dev` never fires a Worker's crons, so this asks its --test-scheduled route for each
// of wrangler.toml's crons when it is due (UTC), and for the every-minute one as soon as the server answers, as
// Cloudflare would. It ends when the server it was started beside has gone.
import { experimental_readRawConfig } from "wrangler";
import { cronDue } from "./cron-schedule.mjs";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:8787";
const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
const crons = rawConfig.triggers?.crons ?? [];
const parent = process.ppid;

async function fire(cron) {
  try {
    const response = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent(cron)}`);
    if (!response.ok) console.error(`local cron ${cron}: ${response.status}`);
  } catch {
    // The server is starting or stopping: the next minute asks again.
  }
}

function tick() {
  if (process.ppid !== parent) process.exit(0);
  const now = new Date();
  for (const cron of crons) if (cronDue(cron, now)) void fire(cron);
  setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
}

async function firstRun() {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ready = await fetch(`${baseUrl}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return fire("* * * * *");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

if (crons.length > 0) {
  void firstRun();
  setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
}
