import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { COVER_WIDTHS, GENERATED_COVER_PREFIX } from "../../common/covers";
import type { Env } from "../../env";
import { ORIGIN, registerAccount } from "../../test/client";
import { englishPdf } from "../../test/pdf";
import { creatorWithProduct, productPage } from "../../test/sales";
import { type CoverJob, drawCoversAhead, drawGeneratedCovers, drawQueuedCovers } from "./cover-drawing";
import { createListing } from "./listings";

const PDF = await englishPdf({ title: "Guide", author: "A. Writer", sections: [{ heading: "One", body: "Text." }] });

const db = createDatabase(env.DB);

/** A queue's batch of these jobs, recording what the consumer acknowledged or asked to retry. */
function batchOf(jobs: CoverJob[]) {
  const settled: string[] = [];
  const messages = jobs.map((body, i) => ({
    id: String(i),
    timestamp: new Date(),
    attempts: 1,
    body,
    ack: () => settled.push(`ack ${body.productId}`),
    retry: () => settled.push(`retry ${body.productId}`),
  }));
  const batch = { queue: "inkspire-covers", messages, ackAll() {}, retryAll() {} };
  return { batch: batch as unknown as MessageBatch<CoverJob>, settled };
}

async function storedWidths(cardUrl: string) {
  const stem = cardUrl
    .split("/")
    .pop()!
    .replace(/-\d+\.jpg$/, "");
  const heads = await Promise.all(
    Object.values(COVER_WIDTHS).map((width) => env.BUCKET.head(`${GENERATED_COVER_PREFIX}${stem}-${width}.jpg`)),
  );
  return heads.map((head) => head !== null);
}

describe("covers drawn ahead of their first visitor", () => {
  it("are drawn at every width by the queue's consumer, once, and then served as stored", async () => {
    const { productId } = await creatorWithProduct(1500);
    const { item } = await (await productPage(productId)).json();
    expect(await storedWidths(item.cover.cardUrl)).toEqual([false, false, false]);

    const { batch, settled } = batchOf([{ productId }]);
    await drawQueuedCovers(batch, env as unknown as Env);
    expect(settled).toEqual([`ack ${productId}`]);
    expect(await storedWidths(item.cover.cardUrl)).toEqual([true, true, true]);
    // A second message for the same title draws nothing.
    expect(await drawGeneratedCovers(db, env as unknown as Env, productId)).toEqual([]);

    const stored = await env.BUCKET.get(`${GENERATED_COVER_PREFIX}${item.cover.cardUrl.split("/").pop()}`);
    const served = await exports.default.fetch(`${ORIGIN}${item.cover.cardUrl}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await stored!.arrayBuffer()));
  });

  it("are asked for when a product is listed or renamed, and a product with its own cover needs none", async () => {
    const sent: CoverJob[] = [];
    const queue = { send: async (job: CoverJob) => void sent.push(job) } as unknown as Queue<CoverJob>;
    await drawCoversAhead({ ...(env as unknown as Env), COVER_QUEUE: queue }, 42);
    expect(sent).toEqual([{ productId: 42 }]);
    // Without a queue (these tests) nothing is drawn ahead: the first request draws.
    await drawCoversAhead(env as unknown as Env, 43);
    expect(sent).toEqual([{ productId: 42 }]);

    const creator = await registerAccount();
    const listed = await createListing(
      db,
      { ...(env as unknown as Env), COVER_QUEUE: queue },
      { id: creator.body.user.id, displayName: "A. Writer" },
      {
        title: `Harbour Lights ${crypto.randomUUID().slice(0, 6)}`,
        description: "A walk along the harbour at dusk, one lamp at a time.",
        category: "Business & Entrepreneurship",
        tags: [],
        priceCents: 900,
        originalPriceCents: null,
        whatYouLearn: [],
        requirements: [],
        estimatedTime: "",
        difficulty: "Beginner",
        previewContent: "",
      },
      new File([PDF], "guide.pdf"),
    );
    expect(sent).toEqual([{ productId: 42 }, { productId: listed.id }]);

    const { productId } = await creatorWithProduct(1500);
    await env.DB.prepare("update products set cover_key = 'covers/own.jpg' where id = ?").bind(productId).run();
    expect(await drawGeneratedCovers(db, env as unknown as Env, productId)).toEqual([]);
  });
});
