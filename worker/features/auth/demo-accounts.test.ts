import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../../schema/seed/demo-accounts";
import { demoSeedStatements } from "../../../schema/seed/demo-seed";
import { call, freshIp } from "../../test/client";

async function seed() {
  const statements = await demoSeedStatements();
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}

async function demoRows() {
  const { results } = await env.DB.prepare("select id, email, tier, password_hash from users where id like 'demo-%' order by id").all();
  return results;
}

describe("the demo seed", () => {
  it("is idempotent: seeding twice changes nothing", async () => {
    await seed();
    const first = await demoRows();
    await seed();
    expect(await demoRows()).toEqual(first);
    expect(first).toHaveLength(2);
  });

  it("lets both demo accounts sign in, the professional one on a paid plan", async () => {
    await seed();
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const response = await call("/api/auth/login", {
        json: { email: account.email, password: account.password },
        headers: { "cf-connecting-ip": freshIp() },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { user: { tier: string } };
      expect(body.user.tier).toBe(account.tier);
    }
    expect(DEMO_ACCOUNTS.professional.tier).not.toBe("free");
  });
});
