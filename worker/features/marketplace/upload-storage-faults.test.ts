import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import type { Env } from "../../env";
import { apiClient, registerAccount } from "../../test/client";
import {
  bucketFailingWrites,
  bucketNotingWrites,
  clientWith,
  databaseRefusingInserts,
} from "../../test/faulty-bindings";
import { englishPdf } from "../../test/pdf";
import type { marketplaceRoutes } from "./routes";

const db = createDatabase(env.DB);
const PDF = await englishPdf({ title: "Guide", author: "Test Author", sections: [{ heading: "One", body: "Text." }] });

let titles = 0;
/** A listing form with a title no other test uses, since titles become unique slugs. */
function listing() {
  titles += 1;
  return {
    title: `Meal Planning Basics ${Date.now().toString(36)} ${titles}`,
    description: "A short guide to planning a week of meals around what is already in the cupboard.",
    category: "Health & Recovery",
    price: "19",
    file: new File([PDF], "guide.pdf"),
  } as const;
}

const marketplace = (cookie: string, faults: Partial<Env> = {}) =>
  clientWith<typeof marketplaceRoutes>("/api/marketplace", cookie, faults);

async function productsOf(creatorId: string) {
  return db
    .select({ slug: products.slug, fileKey: products.fileKey })
    .from(products)
    .where(eq(products.creatorId, creatorId));
}

describe("a product upload whose storage fails", () => {
  it("stores no product when its file cannot be written, and takes the same title on the next try", async () => {
    const creator = await registerAccount();
    const form = listing();
    const failed = await marketplace(creator.cookie, { BUCKET: bucketFailingWrites("products/") }).items.$post({
      form,
    });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: "internal", message: expect.any(String) } });
    expect(await productsOf(creator.body.user.id)).toEqual([]);
    const mine = apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie: creator.cookie })["my-items"];
    expect((await (await mine.$get()).json()).items).toEqual([]);

    const listed = await marketplace(creator.cookie).items.$post({
      form: { ...form, file: new File([PDF], "guide.pdf") },
    });
    expect(listed.status).toBe(201);
    const [stored] = await productsOf(creator.body.user.id);
    expect(stored).toBeDefined();
    expect(await env.BUCKET.head(stored!.fileKey)).not.toBeNull();
  });

  it("deletes the file it wrote when the product row cannot be written", async () => {
    const creator = await registerAccount();
    const written: string[] = [];
    const failed = await marketplace(creator.cookie, {
      BUCKET: bucketNotingWrites(written),
      DB: databaseRefusingInserts("products"),
    }).items.$post({ form: listing() });
    expect(failed.status).toBe(500);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^products\//);
    expect(await env.BUCKET.head(written[0]!)).toBeNull();
    expect(await productsOf(creator.body.user.id)).toEqual([]);
  });
});
