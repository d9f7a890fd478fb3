import { env } from "cloudflare:workers";
import type { Hono } from "hono";
import type { ExtractSchema } from "hono/types";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../env";
import { apiClient, readError, registerAccount, registerAdmin } from "../../test/client";
import { outbox } from "../../test/outbox";
import type { adminRoutes } from "../admin/routes";
import type { orchestrationRoutes } from "./routes";

// The tests of this file share one admin account.
let registeredAdmin: ReturnType<typeof registerAdmin> | undefined;
const admin = () => {
  registeredAdmin ??= registerAdmin();
  return registeredAdmin;
};
/** The router runs as AppEnv & SignedIn (`.use(requireAdmin)`), which apiClient's bound refuses: same schema. */
type AdminRoutes = Hono<AppEnv, ExtractSchema<typeof adminRoutes>>;
const adminApi = (cookie?: string) => apiClient<AdminRoutes>("/api/admin", { cookie });
const orchestration = (cookie?: string) => apiClient<typeof orchestrationRoutes>("/api/orchestration", { cookie });
const setRecipients = (cookie: string | undefined, recipients: string[]) =>
  adminApi(cookie)["outreach-recipients"].$put({ json: { recipients } });
const draft = {
  campaign: "Strategic investors",
  subject: "Inkspire: a seed round",
  message: "Hello,\n\nWe are raising a <seed> round.\nMay we send you the deck?",
};
// The spec's call may also send `from`, which the router ignores: mail leaves only as the configured EMAIL_FROM.
const send = (cookie: string | undefined, json: typeof draft & { from?: string } = draft) =>
  orchestration(cookie)["send-outreach"].$post({ json });

afterEach(() => {
  vi.restoreAllMocks();
  env.EMAIL_API_KEY = undefined;
  env.EMAIL_FROM = undefined;
});

describe("strategic outreach", () => {
  it("is refused to visitors and to users who are not admins, and writes nothing", async () => {
    const writer = await registerAccount();
    for (const [cookie, status] of [
      [undefined, 401],
      [writer.cookie, 403],
    ] as const) {
      expect((await send(cookie)).status).toBe(status);
      expect((await orchestration(cookie).outreach.$get()).status).toBe(status);
      expect((await setRecipients(cookie, ["x@example.com"])).status).toBe(status);
      expect((await adminApi(cookie)["outreach-recipients"].$get()).status).toBe(status);
    }
    expect(await outbox("x@example.com")).toEqual([]);
  });

  it("keeps the admin's list of recipients: valid addresses only, lower-cased, each once, at most 25", async () => {
    const { cookie } = await admin();
    const invalid = await setRecipients(cookie, ["ok@example.com", "not an address"]);
    expect(invalid.status).toBe(400);
    expect((await readError(invalid)).message).toMatch(/valid e-mail/);
    const tooMany = await setRecipients(
      cookie,
      Array.from({ length: 26 }, (_, i) => `r${i}@example.com`),
    );
    expect(tooMany.status).toBe(400);

    const saved = await setRecipients(cookie, [" Ana@Example.com", "ana@example.com", "ben@example.com"]);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ recipients: ["ana@example.com", "ben@example.com"], limit: 25 });
    expect(await (await adminApi(cookie)["outreach-recipients"].$get()).json()).toMatchObject({
      recipients: ["ana@example.com", "ben@example.com"],
    });
  });

  it("refuses to send without recipients", async () => {
    const { cookie } = await admin();
    await setRecipients(cookie, []);
    const response = await send(cookie);
    expect(response.status).toBe(409);
    expect((await readError(response)).message).toMatch(/No Recipients/);
  });

  it("without an e-mail provider, keeps each message in the outbox and logs the send for admins", async () => {
    const { cookie } = await admin();
    await setRecipients(cookie, ["cleo@example.com", "dan@example.com"]);
    const response = await send(cookie, { ...draft, from: "ceo@elsewhere.example" });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ delivery: "outbox", sent: 2, failed: 0, successRate: 100 });
    expect(result.results).toEqual([
      { target: "cleo@example.com", success: true },
      { target: "dan@example.com", success: true },
    ]);

    const [message] = await outbox("cleo@example.com");
    expect(message?.subject).toBe(draft.subject);
    expect(message?.text).toContain("We are raising a <seed> round.");
    expect(message?.text).toContain("Reply to this message to be taken off the list.");
    expect(message?.html).toContain("&lt;seed&gt;");
    expect(message?.html).not.toContain("<seed>");
    expect(message?.html).not.toContain("elsewhere");

    const log = await (await orchestration(cookie).outreach.$get()).json();
    expect(log.recipients).toEqual(["cleo@example.com", "dan@example.com"]);
    expect(log.delivery).toBe("outbox");
    expect(log.sends[0]).toMatchObject({
      campaign: draft.campaign,
      message: draft.message,
      sent: 2,
      failed: 0,
      successRate: 100,
    });
    expect(log.sends[0]?.results).toHaveLength(2);
  });

  it("through a provider, counts what it refused and reports the rate to one decimal", async () => {
    const { cookie } = await admin();
    await setRecipients(cookie, ["eve@example.com", "fay@example.com", "gus@example.com"]);
    env.EMAIL_API_KEY = "re_test_key";
    env.EMAIL_FROM = "team@inkspire.example";
    const posted: { to: string; from: string; authorization: string | null }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      expect(request.url).toBe("https://api.resend.com/emails");
      const body = (await request.json()) as { to: string; from: string };
      posted.push({ ...body, authorization: request.headers.get("authorization") });
      return new Response("{}", { status: body.to === "fay@example.com" ? 422 : 200 });
    });
    const result = await (await send(cookie)).json();
    expect(result).toMatchObject({ delivery: "http", sent: 2, failed: 1, successRate: 66.7 });
    expect(result.results.find((r) => r.target === "fay@example.com")?.success).toBe(false);
    expect(posted.map((p) => p.from)).toEqual(Array(3).fill("team@inkspire.example"));
    expect(posted[0]?.authorization).toBe("Bearer re_test_key");
    expect(await outbox("eve@example.com")).toEqual([]);
  });

  it("allows a handful of sends an hour", async () => {
    const { cookie } = await admin();
    await setRecipients(cookie, ["hal@example.com"]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(cookie)).status);
    // The earlier tests of this file sent twice already.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses[0]).toBe(200);
  });
});
