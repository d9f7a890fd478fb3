import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { call, registerAccount, registerAdmin } from "../../test/client";
import { installFakeAnalytics } from "../../test/fake-analytics";
import { GA_TRACKING_ID_MESSAGE } from "./settings";

// The tests of this file share one admin account.
let registeredAdmin: ReturnType<typeof registerAdmin> | undefined;
const admin = () => {
  registeredAdmin ??= registerAdmin();
  return registeredAdmin;
};
const settings = (cookie: string, json?: object) => call("/api/admin/settings", json ? { cookie, json } : { cookie });
const testAnalytics = (cookie: string) => call("/api/admin/settings/test", { method: "POST", cookie });

let fake: ReturnType<typeof installFakeAnalytics> | undefined;
afterEach(() => {
  fake?.restore();
  fake = undefined;
  env.GA_API_SECRET = undefined;
});

describe("the admin analytics settings", () => {
  it("are refused to visitors and to signed-in users who are not admins", async () => {
    const { cookie } = await registerAccount();
    for (const who of [undefined, cookie]) {
      const status = who ? 403 : 401;
      expect((await call("/api/admin/settings", { cookie: who })).status).toBe(status);
      expect((await call("/api/admin/settings", { cookie: who, json: { gaTrackingId: "G-ABC123" } })).status).toBe(
        status,
      );
      expect((await call("/api/admin/settings/test", { method: "POST", cookie: who })).status).toBe(status);
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
    expect(await wrong.json()).toMatchObject({ error: { fields: { gaTrackingId: [GA_TRACKING_ID_MESSAGE] } } });
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
    expect(await unconnected.json()).toMatchObject({ error: { code: "analytics_unavailable" } });

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
  const view = (json: object) => call("/api/analytics/pageview", { json });

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
