import { createScheduledController } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../schema/db";
import type { ecosystemRoutes } from "../worker/features/ecosystem/routes";
import { refreshStatus } from "../worker/features/system-status";
import type { automatedSystemRoutes } from "../worker/features/system-status/routes";
import worker from "../worker/index";
import { STATUS_CRON } from "../worker/scheduled";
import { apiClient, authClient, ORIGIN, registerAccount, registerAdmin } from "../worker/test/client";
import { creatorWithProduct, marketplaceAs } from "../worker/test/sales";
import { FRAME_WAIT_MS, SocketWaiter } from "../worker/test/waits";
import { SIGNED_OUT_CLOSE_CODE } from "./collab-room/protocol";
import type { StatusFrame, SystemStatus } from "./status-protocol";

/**
 * Waits until a member's closed dashboards have given their socket claims back: the hub does it in the background
 * after a close, and a test that ends first leaves that call running into the next file's teardown.
 */
async function claimsReleased(userId: string) {
  await expect.poll(() => env.MEMBER_SOCKETS.getByName(userId).held(), { timeout: FRAME_WAIT_MS }).toBe(0);
}

/** A dashboard's socket: the status frames it received, and a wait for one that matches. */
async function watch(cookie: string) {
  const response = await exports.default.fetch(`${ORIGIN}/api/automated-system/live`, {
    headers: { Upgrade: "websocket", cookie },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const frames: SystemStatus[] = [];
  const waiter = new SocketWaiter();
  socket.addEventListener("message", (event) => {
    frames.push((JSON.parse(event.data as string) as StatusFrame).status);
    waiter.changed();
  });
  return {
    socket,
    frames,
    waitFor: (predicate: (status: SystemStatus) => boolean) =>
      waiter.until(() => frames.find(predicate), "a status frame that matches"),
  };
}

const status = async (cookie?: string) =>
  apiClient<typeof automatedSystemRoutes>("/api/automated-system", { cookie }).status.$get();
const realTimeStatus = async (cookie?: string) =>
  apiClient<typeof ecosystemRoutes>("/api/ecosystem", { cookie })["real-time-status"].$get();

describe("the automated system status", () => {
  it("is for signed-in users, measured from the database and the health checks the cron job records", async () => {
    expect((await status()).status).toBe(401);
    expect((await realTimeStatus()).status).toBe(401);
    const { cookie } = await registerAccount();
    await env.DB.prepare("delete from health_checks").run();
    const before = await (await status(cookie)).json();
    expect(before.systemHealth).toMatchObject({
      apiStatus: "healthy",
      databaseStatus: "healthy",
      storageStatus: "healthy",
      uptime24h: null,
      healthChecks24h: 0,
      errorCount: 0,
    });

    await env.DB.prepare(
      "insert into health_checks (at, database_ok, storage_ok, database_ms, storage_ms) values (?, 1, 0, 5, 5)",
    )
      .bind(Date.now() - 2 * 60 * 60 * 1000)
      .run();
    // Each run of the cron job records a check and publishes the status it measures, which answers until it is
    // 15 seconds old.
    await worker.scheduled(createScheduledController({ cron: STATUS_CRON }), env);
    await worker.scheduled(createScheduledController({ cron: STATUS_CRON }), env);
    const after = await (await status(cookie)).json();
    // Two passing checks and one failed storage check, two hours ago: an error in the day, but not in the last hour.
    expect(after.systemHealth).toMatchObject({
      healthChecks24h: 3,
      errorCount: 1,
      uptime24h: 66.7,
      apiStatus: "healthy",
    });
    const realtime = await (await realTimeStatus(cookie)).json();
    expect(realtime.systemHealth.healthChecks24h).toBe(3);
  });

  it("is pushed to a connected dashboard after a sale: first the current status, then the change", async () => {
    const { productId, priceCents } = await creatorWithProduct(2500);
    const admin = await registerAdmin();
    const buyer = await registerAccount();
    await status(admin.cookie);
    const dashboard = await watch(admin.cookie);
    const member = await watch(buyer.cookie);
    const first = await dashboard.waitFor(() => true);
    const soldBefore = first.soldToday!;

    const bought = await marketplaceAs(buyer.cookie).purchase.$post({ json: { productId, price: priceCents / 100 } });
    expect(bought.status).toBe(200);
    const pushed = await dashboard.waitFor((frame) => frame.soldToday === soldBefore + 1);
    expect(pushed.contentPipeline?.find((item) => item.id === productId)).toMatchObject({ sold: true, pricing: 2500 });
    // The member's dashboard gets the same change without the business figures.
    const seen = await member.waitFor((frame) => frame.checkedAt === pushed.checkedAt);
    expect(seen).toMatchObject({ totalRevenue: null, soldToday: null, contentPipeline: null });
    expect(seen.systemHealth.revenue24h).toBeNull();
    member.socket.close(1000, "done");
    // A test-mode sale is a sale, not revenue.
    expect(pushed.systemHealth.revenue24h).toBe(first.systemHealth.revenue24h);
    dashboard.socket.close(1000, "done");
    await claimsReleased(buyer.body.user.id);
    await claimsReleased(admin.body.user.id);
  });

  it("sends nothing when a check finds the same status: the next change comes alone after the first frame", async () => {
    const member = await registerAccount();
    const db = createDatabase(env.DB);
    // The hub holds the status as it is now, so the next check finds the same as the dashboard's first frame.
    await refreshStatus(db, env);
    const dashboard = await watch(member.cookie);
    const first = await dashboard.waitFor(() => true);
    await refreshStatus(db, env);
    // Then a change: the cron job's next run records one more health check, which every dashboard is sent. The hub
    // sends its frames in order, so a frame of the same-status check would have come before this one.
    await worker.scheduled(createScheduledController({ cron: STATUS_CRON }), env);
    const checks = first.systemHealth.healthChecks24h;
    const changed = await dashboard.waitFor((frame) => frame.systemHealth.healthChecks24h === checks + 1);
    expect(dashboard.frames).toEqual([first, changed]);
    dashboard.socket.close(1000, "done");
    await claimsReleased(member.body.user.id);
  });

  it("gives a member health and public figures only, and an admin the business figures", async () => {
    const member = await registerAccount();
    const admin = await registerAdmin();
    const mine = await (await status(member.cookie)).json();
    expect(mine).toMatchObject({ totalRevenue: null, soldToday: null, contentPipeline: null });
    expect(mine.systemHealth.revenue24h).toBeNull();
    expect(typeof mine.generatedToday).toBe("number");
    const theirs = await (await realTimeStatus(member.cookie)).json();
    expect(theirs.totalRevenue).toBeNull();
    const full = await (await status(admin.cookie)).json();
    expect(typeof full.totalRevenue).toBe("number");
    expect(Array.isArray(full.contentPipeline)).toBe(true);
  });

  it("closes a dashboard when its session signs out", async () => {
    const member = await registerAccount();
    const dashboard = await watch(member.cookie);
    const closed = new Promise<number>((resolve) =>
      dashboard.socket.addEventListener("close", (event) => resolve(event.code)),
    );
    expect((await authClient({ cookie: member.cookie }).logout.$post()).status).toBe(200);
    expect(await closed).toBe(SIGNED_OUT_CLOSE_CODE);
    await claimsReleased(member.body.user.id);
  });
});
