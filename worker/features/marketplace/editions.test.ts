import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../../schema/db";
import type { EmailSender } from "../../email/sender";
import { apiClient, readError, registerAccount } from "../../test/client";
import { awaitMessage, outbox } from "../../test/outbox";
import { buy, creatorWithProduct, marketplaceAs, productPage } from "../../test/sales";
import type { literaryRoutes } from "../literary/routes";
import { sendEditionNotices } from "./edition-notices";
import { publishEdition } from "./editions";

const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });

/** A creator's written work, listed in the marketplace: its id, its chapters' ids and the product. */
async function listedWork() {
  const creator = await registerAccount();
  const works = literary(creator.cookie).works;
  const created = await works.$post({
    json: {
      title: `Harbour Days ${crypto.randomUUID().slice(0, 6)}`,
      chapters: [
        { title: "Morning", body: "The boats went out before dawn." },
        { title: "Noon", body: "Nets dried on the wall." },
      ],
    },
  });
  const { work } = await created.json();
  const listed = await works[":id"].list.$post({ param: { id: work.id }, json: { price: 12 } });
  expect(listed.status).toBe(201);
  const { item } = await listed.json();
  return { creator, workId: work.id, chapterIds: work.chapters.map((c) => c.id), productId: item.id };
}

async function purchaseIdOf(response: Awaited<ReturnType<typeof buy>>["response"]) {
  expect(response.status).toBe(200);
  return (await response.json()).purchaseId;
}

/** The chapter titles and text of a downloaded EPUB. */
function epubText(bytes: ArrayBuffer) {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.entries(files)
    .filter(([name]) => name.endsWith(".xhtml"))
    .map(([, data]) => strFromU8(data))
    .join("\n");
}

const download = (cookie: string, purchaseId: string, edition?: number) =>
  marketplaceAs(cookie).download[":purchaseId"].$get({
    param: { purchaseId },
    query: { edition: edition?.toString() },
  });

/** What changed between two editions (of one chapter, if given), as the reader with the cookie asks. */
const compareEditions = (cookie: string, productId: number, chapter?: string) =>
  marketplaceAs(cookie).items[":id"].editions.compare.$get({
    param: { id: String(productId) },
    query: { from: "1", to: "2", chapter },
  });

describe("editions of a work-backed product", () => {
  it("publishes edition 2 from the work: buyers are told once, keep edition 1, and see what changed", async () => {
    const { creator, workId, chapterIds, productId } = await listedWork();
    const { buyer, response } = await buy(productId, 1200);
    const purchaseId = await purchaseIdOf(response);
    // The buyer chose German: the e-mail about the new edition comes in German.
    await env.DB.prepare("update users set language = 'de' where id = ?").bind(buyer.body.user.id).run();
    const quiet = await buy(productId, 1200);
    await purchaseIdOf(quiet.response);
    const muted = await marketplaceAs(quiet.buyer.cookie).updates.$put({ json: { productId, emails: false } });
    expect(await muted.json()).toMatchObject({ all: false, mutedProducts: [productId] });

    // A visitor's read of the product page is kept at the edge; publishing must refresh it.
    const before = await (await productPage(productId)).json();
    expect(before.editions).toHaveLength(1);
    await literary(creator.cookie).works[":id"].chapters[":chapterId"].$patch({
      param: { id: workId, chapterId: chapterIds[1]! },
      json: { body: "Nets dried on the harbour wall in the afternoon sun." },
    });
    const published = await literary(creator.cookie).works[":id"].edition.$post({
      param: { id: workId },
      json: { label: "2", notes: "Noon is longer." },
    });
    expect(published.status).toBe(201);
    expect((await published.json()).edition).toMatchObject({ number: 2, label: "2" });

    const mail = await awaitMessage(buyer.email, /ist erschienen/);
    expect(mail.subject).toMatch(/^Ausgabe 2 von „Harbour Days [0-9a-f]{6}“ ist erschienen$/);
    expect(mail.text).toContain("Was sich geändert hat:\nNoon is longer.");
    expect(mail.link).toMatch(new RegExp(`/receipt/${purchaseId}$`));
    expect(mail.links[1]).toMatch(/\/updates\/stop\/[0-9a-f]{32}$/);
    const quietMail = await outbox(quiet.buyer.email);
    expect(quietMail.length).toBeGreaterThan(0);
    expect(quietMail.filter((m) => /^Edition .* is out$/.test(m.subject))).toEqual([]);

    // The newest edition is the download; the first one stays the buyer's.
    const second = await download(buyer.cookie, purchaseId);
    expect(second.status).toBe(200);
    expect(epubText(await second.arrayBuffer())).toContain("harbour wall");
    const first = await download(buyer.cookie, purchaseId, 1);
    expect(first.status).toBe(200);
    expect(epubText(await first.arrayBuffer())).toContain("Nets dried on the wall.");
    expect((await download(buyer.cookie, purchaseId, 3)).status).toBe(404);
    const stranger = await registerAccount();
    expect((await download(stranger.cookie, purchaseId, 1)).status).toBe(403);
    expect((await download(stranger.cookie, purchaseId, 2)).status).toBe(403);

    // The changelog is public, newest first.
    const changelog = await (await productPage(productId)).json();
    expect(changelog.editions.map((e) => [e.label, e.notes])).toEqual([
      ["2", "Noon is longer."],
      ["1", ""],
    ]);

    const changes = await (await compareEditions(buyer.cookie, productId)).json();
    expect("chapters" in changes && changes.chapters).toEqual([
      expect.objectContaining({ title: "Morning", change: "unchanged", added: 0, removed: 0 }),
      expect.objectContaining({ title: "Noon", change: "changed", added: 5, removed: 0 }),
    ]);
    const noon = await (await compareEditions(creator.cookie, productId, chapterIds[1])).json();
    expect("chapter" in noon && noon.chapter).toMatchObject({
      from: "Nets dried on the wall.",
      to: expect.stringContaining("sun"),
    });
    expect((await compareEditions(stranger.cookie, productId)).status).toBe(403);

    // The purchases list marks the newer edition until the buyer downloads it (done above).
    const { purchases } = await (await marketplaceAs(buyer.cookie).purchases.$get()).json();
    expect(purchases[0]).toMatchObject({ newestEdition: 2, downloadedEdition: 2 });
    const other = await (await marketplaceAs(quiet.buyer.cookie).purchases.$get()).json();
    expect(other.purchases[0]).toMatchObject({ newestEdition: 2, downloadedEdition: null });
  });

  it("keeps a buyer's editions when the product is unpublished", async () => {
    const { creator, workId, productId } = await listedWork();
    const { buyer, response } = await buy(productId, 1200);
    const purchaseId = await purchaseIdOf(response);
    await literary(creator.cookie).works[":id"].edition.$post({ param: { id: workId }, json: { label: "1.1" } });
    await marketplaceAs(creator.cookie).items[":id"].$patch({
      param: { id: String(productId) },
      json: { status: "unpublished" },
    });
    expect((await download(buyer.cookie, purchaseId, 1)).status).toBe(200);
    expect((await download(buyer.cookie, purchaseId, 2)).status).toBe(200);
  });
});

describe("publishing an uploaded edition", () => {
  const pdf = (text: string) => new File([`%PDF-1.4 ${text}`], "guide.pdf", { type: "application/pdf" });

  it("is the owner's alone, checks the file and the label, and never replaces a file in place", async () => {
    const { creator, productId } = await creatorWithProduct(900);
    const post = (cookie: string | undefined, form: { label: string; notes?: string; file: File }) =>
      marketplaceAs(cookie).items[":id"].editions.$post({ param: { id: String(productId) }, form });

    const someone = await registerAccount();
    expect((await post(someone.cookie, { label: "2", file: pdf("two") })).status).toBe(403);
    const unlabelled = await post(creator.cookie, { label: " ", file: pdf("two") });
    expect(unlabelled.status).toBe(400);
    expect((await readError(unlabelled)).fields).toHaveProperty("label");
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect((await post(creator.cookie, { label: "2", file: text })).status).toBe(415);
    expect((await post(undefined, { label: "2", file: pdf("x") })).status).toBe(401);

    const published = await post(creator.cookie, { label: "2", notes: "Fixed a figure.", file: pdf("two") });
    expect(published.status).toBe(201);
    const { edition } = await published.json();
    expect(edition.number).toBe(2);
    const keys = await env.DB.prepare("select file_key from product_editions where product_id = ? order by number")
      .bind(productId)
      .all<{ file_key: string }>();
    expect(keys.results).toHaveLength(2);
    expect(keys.results[0]!.file_key).not.toBe(keys.results[1]!.file_key);
    expect(await (await env.BUCKET.get(keys.results[0]!.file_key))!.text()).toBe("%PDF");
    const product = await env.DB.prepare("select file_key from products where id = ?")
      .bind(productId)
      .first<{ file_key: string }>();
    expect(product!.file_key).toBe(keys.results[1]!.file_key);
  });

  it("takes a file of several megabytes, past the 1 MB limit of other request bodies", async () => {
    const { creator, productId } = await creatorWithProduct(900);
    const fiveMegabytes = new File(["%PDF-1.4 ", new Uint8Array(5 * 1024 * 1024).fill(32)], "guide.pdf", {
      type: "application/pdf",
    });
    const published = await marketplaceAs(creator.cookie).items[":id"].editions.$post({
      param: { id: String(productId) },
      form: { label: "2", file: fiveMegabytes },
    });
    expect(published.status).toBe(201);
    const { edition } = await published.json();
    expect((await env.BUCKET.head(edition.fileKey))?.size).toBe(fiveMegabytes.size);
  });
});

describe("comparing editions of a long work", () => {
  it("works out a 200-chapter comparison once, keeps it, and answers later asks from what it kept", async () => {
    const creator = await registerAccount();
    const works = literary(creator.cookie).works;
    const body = (n: number) =>
      Array.from(
        { length: 4 },
        (_, p) => `Chapter ${n} paragraph ${p} tells of boats, nets and the harbour wall.`,
      ).join("\n\n");
    const created = await works.$post({
      json: {
        title: `Long Harbour ${crypto.randomUUID().slice(0, 6)}`,
        chapters: Array.from({ length: 200 }, (_, n) => ({ title: `Chapter ${n}`, body: body(n) })),
      },
    });
    const { work } = await created.json();
    const listed = await works[":id"].list.$post({ param: { id: work.id }, json: { price: 12 } });
    const { item } = await listed.json();
    // Every chapter gains two words in its second paragraph.
    await env.DB.prepare(
      "update chapters set body = replace(body, 'paragraph 1 tells', 'paragraph 1 now truly tells') where work_id = ?",
    )
      .bind(work.id)
      .run();
    expect((await works[":id"].edition.$post({ param: { id: work.id }, json: { label: "2" } })).status).toBe(201);

    const first = await (await compareEditions(creator.cookie, item.id)).json();
    if (!("chapters" in first)) throw new Error("expected the whole comparison");
    expect(first.chapters).toHaveLength(200);
    expect(first.chapters.every((c) => c.change === "changed" && c.added === 2 && c.removed === 0)).toBe(true);

    // The first edition's chapters are no longer read: the kept comparison answers.
    const edition = await env.DB.prepare(
      "select chapters_key from product_editions where product_id = ? and number = 1",
    )
      .bind(item.id)
      .first<{ chapters_key: string }>();
    await env.BUCKET.delete(edition!.chapters_key);
    const again = await compareEditions(creator.cookie, item.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
  });
});

describe("update e-mails", () => {
  it("stop from the e-mail's link, for one product or for all", async () => {
    const { creator, workId, productId } = await listedWork();
    const { buyer, response } = await buy(productId, 1200);
    await purchaseIdOf(response);
    await literary(creator.cookie).works[":id"].edition.$post({ param: { id: workId }, json: { label: "2" } });
    const mail = await awaitMessage(buyer.email, / is out$/);
    // The e-mail links to the page /updates/stop/<token>, which asks the API with its token.
    const token = new URL(mail.links[1]!).pathname.replace("/updates/stop/", "");
    const stop = marketplaceAs().updates.stop[":token"];
    expect(await (await stop.$get({ param: { token } })).json()).toMatchObject({ product: { id: productId } });
    const stopped = await stop.$post({ param: { token }, json: { scope: "all" } });
    expect(stopped.status).toBe(200);
    expect(await (await marketplaceAs(buyer.cookie).updates.$get()).json()).toMatchObject({ all: true });
    expect((await stop.$get({ param: { token: "0".repeat(32) } })).status).toBe(404);

    await literary(creator.cookie).works[":id"].edition.$post({ param: { id: workId }, json: { label: "3" } });
    const sent = await sendEditionNotices(createDatabase(env.DB), { name: "outbox", send: vi.fn() });
    expect(sent.sent).toBe(0);
    expect((await outbox(buyer.email)).filter((m) => /^Edition .* is out$/.test(m.subject))).toHaveLength(1);
  });

  it("go on to other buyers when one fails, and retry the failed one a bounded number of times", async () => {
    const { creator, productId } = await creatorWithProduct(900);
    const buyers = [await buy(productId, 900), await buy(productId, 900)];
    const [failing, reached] = buyers.map((b) => b.buyer.email);
    const db = createDatabase(env.DB);
    const bytes = new TextEncoder().encode("%PDF-1.4 two");
    await publishEdition(
      db,
      env,
      creator.body.user.id,
      productId,
      { label: "2", notes: "", bytes },
      "https://inkspire.test",
    );
    const delivered: string[] = [];
    const sender: EmailSender = {
      name: "outbox",
      async send(message) {
        if (message.to === failing) throw new Error("mailbox unavailable");
        delivered.push(message.to);
      },
    };
    const notice = () =>
      env.DB.prepare(
        "select n.status, n.attempts from edition_notices n join users u on u.id = n.user_id where u.email = ?",
      )
        .bind(failing)
        .first<{ status: string; attempts: number }>();
    await sendEditionNotices(db, sender, 1000);
    expect(delivered).toContain(reached);
    expect(await notice()).toMatchObject({ status: "pending", attempts: 1 });
    await sendEditionNotices(db, sender, 1000);
    await sendEditionNotices(db, sender, 1000);
    expect(await notice()).toMatchObject({ status: "failed", attempts: 3 });
    await sendEditionNotices(db, sender, 1000);
    expect(delivered.filter((to) => to === reached)).toHaveLength(1);
  });
});
