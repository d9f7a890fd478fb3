import { env, exports } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { apiClient, downloadedStatus, ORIGIN, registerAccount } from "../../test/client";
import { buy, creatorWithProduct, marketplaceAs } from "../../test/sales";
import type { collaborativeRoutes } from "../collaborative/routes";

const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });

async function download(cookie: string) {
  return exports.default.fetch(`${ORIGIN}/api/account/export`, { headers: { cookie, origin: ORIGIN } });
}

async function exportOf(cookie: string) {
  const response = await download(cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="inkspire-[\w.-]+-\d{4}-\d\d-\d\d\.zip"; filename\*=UTF-8''inkspire-[\w.-]+-\d{4}-\d\d-\d\d\.zip$/,
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = (name: string) => JSON.parse(strFromU8(files[name]!));
  return { files, json };
}

async function insertWork(userId: string, title: string, chapterBody: string) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "insert into works (id, user_id, title, content_type, settings, created_at, updated_at) values (?, ?, ?, 'book', '{}', ?, ?)",
    ).bind(id, userId, title, now, now),
    env.DB.prepare("insert into chapters (id, work_id, position, title, body) values (?, ?, 0, 'One', ?)").bind(
      crypto.randomUUID(),
      id,
      chapterBody,
    ),
  ]);
  return id;
}

describe("the data export", () => {
  it("holds the account's rows and files, and nobody else's", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1500);
    const me = creator;
    const meId = me.body.user.id;
    await insertWork(meId, "My own novel", "It was a quiet morning in the harbour.");
    const avatarKey = `avatars/${crypto.randomUUID()}.png`;
    await env.BUCKET.put(avatarKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
      httpMetadata: { contentType: "image/png" },
    });
    await env.DB.prepare("update users set avatar_key = ? where id = ?").bind(avatarKey, meId).run();
    const stranger = await registerAccount();
    await insertWork(stranger.body.user.id, "Someone else's novel", "A secret of the stranger.");

    // What I bought and reviewed, as a buyer of someone else's product.
    const other = await creatorWithProduct(900);
    const purchase = await marketplaceAs(me.cookie).purchase.$post({ json: { productId: other.productId, price: 9 } });
    const { purchaseId } = (await purchase.json()) as { purchaseId: string };
    await marketplaceAs(me.cookie).item[":id"].reviews.$post({
      param: { id: String(other.productId) },
      json: { rating: 4, body: "Useful." },
    });
    // What someone bought of mine: a sale, without the buyer's details.
    const { buyer } = await buy(productId, priceCents);

    const project = await (
      await collab(me.cookie).projects.$post({ json: { title: "Team notes", description: "Ours." } })
    ).json();
    const param = { id: project.project.id };
    await collab(me.cookie).projects[":id"].messages.$post({ param, json: { message: "Hello from me" } });
    await collab(me.cookie).projects[":id"].$patch({
      param,
      json: { content: "Notes for the team.", baseRevision: 0 },
    });
    const comment = { from: 0, to: 5, quote: "Notes", body: "My own comment" };
    expect((await collab(me.cookie).projects[":id"].comments.$post({ param, json: comment })).status).toBe(201);
    const suggestion = { from: 0, to: 5, quote: "Notes", replacement: "Plan" };
    expect((await collab(me.cookie).projects[":id"].suggestions.$post({ param, json: suggestion })).status).toBe(201);

    const { files, json } = await exportOf(me.cookie);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["README.txt", "account.json", "works.json", "purchases.json", "workspace.json"]),
    );
    const account = json("account.json");
    expect(account).toMatchObject({ id: meId, email: me.email, username: me.body.user.username });
    expect(account).not.toHaveProperty("passwordHash");

    const works = json("works.json");
    expect(works).toHaveLength(1);
    expect(works[0]).toMatchObject({
      title: "My own novel",
      chapters: [{ body: "It was a quiet morning in the harbour." }],
    });

    expect(json("products.json").map((p: { id: number }) => p.id)).toEqual([productId]);
    expect(strFromU8(files[`files/products/${productId}-guide.pdf`]!)).toBe("%PDF");
    expect(Object.keys(files).filter((name) => name.startsWith("files/avatar"))).toEqual(["files/avatar.png"]);
    const sales = json("sales.json");
    expect(sales).toHaveLength(1);
    expect(JSON.stringify(sales)).not.toContain(buyer.body.user.id);
    expect(sales[0].charge).toMatchObject({ currency: "USD", amountMinor: priceCents, refundedMinor: 0 });
    expect(json("earnings.json")[0]).toMatchObject({ amountCents: 1200 });

    expect(json("purchases.json")).toEqual([
      expect.objectContaining({
        id: purchaseId,
        productId: other.productId,
        receiptUrl: `${ORIGIN}/receipt/${purchaseId}`,
        // Test mode charges dollars at the price and computes no tax.
        charge: expect.objectContaining({ currency: "USD", totalMinor: expect.any(Number), taxMinor: null }),
      }),
    ]);
    expect(json("update-emails.json")).toEqual({ all: false, mutedProducts: [] });
    expect(json("reviews.json")).toEqual([expect.objectContaining({ rating: 4, body: "Useful." })]);
    const workspace = json("workspace.json");
    expect(workspace.ownedProjects[0]).toMatchObject({ title: "Team notes" });
    expect(workspace.chatMessages[0].messages[0]).toMatchObject({ message: "Hello from me" });
    expect(workspace.documentComments[0].comments[0]).toMatchObject({ body: "My own comment", quote: "Notes" });
    expect(workspace.documentSuggestions[0].suggestions[0]).toMatchObject({ quote: "Notes", replacement: "Plan" });

    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join("\n");
    expect(everything).not.toContain("A secret of the stranger.");
    expect(everything).not.toContain(stranger.email);
    expect(everything).not.toContain(buyer.email);
    expect(everything).not.toContain("pbkdf2");
  });

  it("is for signed-in users only, and a few times an hour", async () => {
    const visitor = await exports.default.fetch(`${ORIGIN}/api/account/export`);
    expect(visitor.status).toBe(401);
    const me = await registerAccount();
    for (let i = 0; i < 5; i++) expect(await downloadedStatus(download(me.cookie))).toBe(200);
    expect((await download(me.cookie)).status).toBe(429);
  });
});
