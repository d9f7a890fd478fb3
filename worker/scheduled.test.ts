import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../schema/db";
import { purgeExpired, RATE_EVENT_RETENTION_MS } from "./features/platform-audit";
import worker from "./index";
import { authClient, registerAccount } from "./test/client";

describe("the daily clean-up", () => {
  it("deletes expired sessions and day-old rate-limit events, and keeps live ones", async () => {
    const now = Date.now();
    const live = await registerAccount();
    const expired = await registerAccount();
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(now - 1, expired.body.user.id)
      .run();
    await env.DB.prepare(
      "insert into rate_limit_events (key, at) values ('cleanup-test:old', ?), ('cleanup-test:new', ?)",
    )
      .bind(now - RATE_EVENT_RETENTION_MS - 1, now)
      .run();

    const purged = await purgeExpired(createDatabase(env.DB), now);

    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.rateLimitEvents).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare("select key from rate_limit_events where key like 'cleanup-test:%'").all<{
      key: string;
    }>();
    expect(left.results.map((r) => r.key)).toEqual(["cleanup-test:new"]);
    const sessionsOf = async (userId: string) =>
      (await env.DB.prepare("select count(*) as n from sessions where user_id = ?")
        .bind(userId)
        .first<{ n: number }>())!.n;
    expect(await sessionsOf(expired.body.user.id)).toBe(0);
    expect(await sessionsOf(live.body.user.id)).toBe(1);
    expect((await authClient({ cookie: live.cookie }).me.$get()).status).toBe(200);
  });

  it("runs from the worker's cron trigger", async () => {
    const expired = await registerAccount();
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, expired.body.user.id)
      .run();
    await worker.scheduled(createScheduledController({ cron: "0 6 * * *" }), env);
    const left = await env.DB.prepare("select count(*) as n from sessions where user_id = ?")
      .bind(expired.body.user.id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});
