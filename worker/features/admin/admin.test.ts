import { env } from "cloudflare:workers";
import type { Hono } from "hono";
import type { ExtractSchema } from "hono/types";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../../env";
import { apiClient, readError, registerAccount, registerAdmin } from "../../test/client";
import { installFakeAnalytics } from "../../test/fake-analytics";
import type { analyticsRoutes } from "../analytics/routes";
import type { adminRoutes } from "./routes";
import { GA_TRACKING_ID_MESSAGE } from "./settings";

// The tests of this file share one admin account.
let registeredAdmin: ReturnType<typeof registerAdmin> | undefined;
const admin = () => {
  registeredAdmin ??= registerAdmin();
  return registeredAdmin;
};
/** The router runs as AppEnv & SignedIn (`.use(requireAdmin)`), which apiClient's bound refuses: same schema. */
type AdminRoutes = Hono<AppEnv, ExtractSchema<typeof adminRoutes>>;
const adminApi = (cookie?: string) => apiClient<AdminRoutes>("/api/admin", { cookie });
const settings = (cookie: string, json?: { gaTrackingId: string; analyticsEnabled?: boolean }) =>
  json ? adminApi(cookie).settings.$post({ json }) : adminApi(cookie).settings.$get();
const testAnalytics = (cookie: string) => adminApi(cookie).settings.test.$post();

let fake: ReturnType<typeof installFakeAnalytics> | undefined;
afterEach(() => {
  fake?.restore();
  fake = undefined;
  env.GA_API_SECRET = undefined;
});

// The analytics settings are the whole platform's: the files that run after this one find none saved, as before it.
// Saved through the API, so the settings each isolate keeps for a minute are forgotten too.
afterAll(async () => {
  await settings((await admin()).cookie, { gaTrackingId: "" });
});

describe("the admin analytics settings", () => {
  it("are refused to visitors and to signed-in users who are not admins", async () => {
    const { cookie } = await registerAccount();
    for (const who of [undefined, cookie]) {
      const status = who ? 403 : 401;
      expect((await adminApi(who).settings.$get()).status).toBe(status);
      expect((await adminApi(who).settings.$post({ json: { gaTrackingId: "G-ABC123" } })).status).toBe(status);
      expect((await adminApi(who).settings.test.$post()).status).toBe(status);
    }
  });

  it("save a Google Analytics ID (on only while one is saved) and refuse one that is not a G- ID", async () => {
    const { cookie } = await admin();
    await settings(cookie, { gaTrackingId: "" });
    expect(await (await settings(cookie)).json()).toMatchObject({ gaTrackingId: "", analyticsEnabled: false });
    const saved = await settings(cookie, { gaTrackingId: " g-ab12cd34 ", analyticsEnabled: true });
    expect(await saved.json()).toMatchObject({
      gaTrackingId: "G-AB12CD34",
      analyticsEnabled: true,
      message: "Settings Updated",
      measurementSecretConfigured: false,
    });
    const wrong = await settings(cookie, { gaTrackingId: "UA-12345-1" });
    expect(wrong.status).toBe(400);
    expect(await readError(wrong)).toMatchObject({ fields: { gaTrackingId: [GA_TRACKING_ID_MESSAGE] } });
    expect(await (await settings(cookie)).json()).toMatchObject({ gaTrackingId: "G-AB12CD34" });
    const off = await settings(cookie, { gaTrackingId: "" });
    expect(await off.json()).toMatchObject({ gaTrackingId: "", analyticsEnabled: false });
  });

  it("test the connection: no ID, no secret, then a page view Google accepts and one it refuses", async () => {
    const { cookie } = await admin();
    await settings(cookie, { gaTrackingId: "" });
    expect((await testAnalytics(cookie)).status).toBe(409);
    await settings(cookie, { gaTrackingId: "G-AB12CD34" });
    const unconnected = await testAnalytics(cookie);
    expect(unconnected.status).toBe(503);
    expect((await readError(unconnected)).code).toBe("analytics_unavailable");

    env.GA_API_SECRET = "secret-of-the-stream";
    fake = installFakeAnalytics();
    const accepted = await testAnalytics(cookie);
    expect(await accepted.json()).toMatchObject({ accepted: true, problems: [] });
    expect(fake.calls.map((c) => [c.path, c.measurementId, c.apiSecret])).toEqual([
      ["/debug/mp/collect", "G-AB12CD34", "secret-of-the-stream"],
      ["/mp/collect", "G-AB12CD34", "secret-of-the-stream"],
    ]);
    expect(JSON.stringify(await (await settings(cookie)).json())).not.toContain("secret-of-the-stream");

    fake.restore();
    fake = installFakeAnalytics(["Unknown measurement id"]);
    const refused = await (await testAnalytics(cookie)).json();
    expect(refused).toMatchObject({ accepted: false, problems: ["Unknown measurement id"] });
    expect(fake.calls).toHaveLength(1);
  });
});

describe("page views in Google Analytics", () => {
  const view = (json: { path: string; clientId?: string }) =>
    apiClient<typeof analyticsRoutes>("/api/analytics").pageview.$post({ json });

  it("go from the server under the saved ID, with the browser's random id, only once an admin turned it on", async () => {
    const { cookie } = await admin();
    await settings(cookie, { gaTrackingId: "" });
    env.GA_API_SECRET = "secret-of-the-stream";
    fake = installFakeAnalytics();
    const clientId = crypto.randomUUID();
    expect((await view({ path: "/marketplace", clientId })).status).toBe(200);
    await settings(cookie, { gaTrackingId: "G-AB12CD34" });
    await view({ path: "/pricing" });
    await view({ path: "/marketplace", clientId });
    await expect.poll(() => fake!.calls.length).toBe(1);
    const [sent] = fake.calls;
    expect(sent).toMatchObject({ path: "/mp/collect", measurementId: "G-AB12CD34" });
    expect(sent!.body).toMatchObject({
      client_id: clientId,
      events: [{ name: "page_view", params: { page_location: "http://localhost:8787/marketplace" } }],
    });
    expect((await view({ path: "/marketplace", clientId: "not-a-uuid" })).status).toBe(400);
  });
});
