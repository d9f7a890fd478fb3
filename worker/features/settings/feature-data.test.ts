import { env, exports } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { apiClient, ORIGIN, registerAccount } from "../../test/client";
import type { settingsRoutes } from "./routes";

/** A row in each table of the features that joined the export and the deletion through their own account data. */
async function seedFeatureRows(userId: string) {
  const now = Date.now();
  const campaign = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "insert into voice_profiles (user_id, profile, measures, evidence, updated_at) values (?, '{\"tone\":\"warm\"}', '{}', '{}', ?)",
    ).bind(userId, now),
    env.DB.prepare(
      "insert into quality_assessments (id, user_id, kind, excerpt, word_count, scores, overall_score, created_at) values (?, ?, 'assessment', 'Tides turn twice a day', 5, '{}', 71, ?)",
    ).bind(crypto.randomUUID(), userId, now),
    env.DB.prepare(
      "insert into campaigns (id, owner_id, code, name, type, target_audience, goal, markets, language, status_changed_at, created_at) values (?, ?, ?, 'Spring tides', 'email', 'sailors', 'sales', '[]', 'en', ?, ?)",
    ).bind(campaign, userId, `c${campaign.slice(0, 8)}`, now, now),
    env.DB.prepare(
      "insert into automation_rules (user_id, rule, enabled, updated_at) values (?, 'pause-inactive', 1, ?)",
    ).bind(userId, now),
    env.DB.prepare("insert into known_devices (id, user_id, created_at) values (?, ?, ?)").bind(
      crypto.randomUUID(),
      userId,
      now,
    ),
    env.DB.prepare("insert into collab_mention_settings (user_id, emails, token) values (?, 0, ?)").bind(
      userId,
      crypto.randomUUID(),
    ),
  ]);
}

const TABLES = [
  ["voice_profiles", "user_id"],
  ["quality_assessments", "user_id"],
  ["campaigns", "owner_id"],
  ["automation_rules", "user_id"],
  ["known_devices", "user_id"],
  ["collab_mention_settings", "user_id"],
] as const;

async function rowsLeft(userId: string) {
  const counts = await env.DB.batch(
    TABLES.map(([table, column]) =>
      env.DB.prepare(`select count(*) as n from ${table} where ${column} = ?`).bind(userId),
    ),
  );
  return Object.fromEntries(TABLES.map(([table], i) => [table, (counts[i]!.results[0] as { n: number }).n]));
}

describe("each feature's part of an account", () => {
  it("is in the export and goes with the deleted account: voice, quality, marketing, devices, mention choices", async () => {
    const member = await registerAccount();
    const userId = member.body.user.id;
    await seedFeatureRows(userId);

    const response = await exports.default.fetch(`${ORIGIN}/api/account/export`, {
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json("voice-profile.json")).toMatchObject({ profile: { tone: "warm" } });
    expect(json("quality.json").assessments).toEqual([expect.objectContaining({ excerpt: "Tides turn twice a day" })]);
    expect(json("marketing.json").campaigns).toEqual([expect.objectContaining({ name: "Spring tides" })]);
    expect(json("marketing.json").automationRules).toEqual([expect.objectContaining({ rule: "pause-inactive" })]);
    expect(strFromU8(files["README.txt"]!)).toContain("voice-profile.json");

    expect(Object.values(await rowsLeft(userId))).toEqual([1, 1, 1, 1, 1, 1]);
    const account = apiClient<typeof settingsRoutes>("/api/account", { cookie: member.cookie });
    expect((await account.delete.$post({ json: { password: member.password } })).status).toBe(200);
    expect(await rowsLeft(userId)).toEqual({
      voice_profiles: 0,
      quality_assessments: 0,
      campaigns: 0,
      automation_rules: 0,
      known_devices: 0,
      collab_mention_settings: 0,
    });
  });
});
