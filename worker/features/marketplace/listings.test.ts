import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, ORIGIN, registerAccount } from "../../test/client";
import { englishPdf } from "../../test/pdf";
import { creatorWithProduct } from "../../test/sales";
import type { marketplaceRoutes } from "./routes";

const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });

function upload(cookie: string, title: string, file: { bytes: Uint8Array; name: string }) {
  return marketplace(cookie).items.$post({ form: { ...FIELDS, title, file: new File([file.bytes], file.name) } });
}

/** A listing form without its file, which the router's types cannot express. */
async function uploadWithoutFile(cookie: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return exports.default.fetch(`${ORIGIN}/api/marketplace/items`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: ORIGIN },
  });
}

const FIELDS = {
  title: "Budgeting After Burnout",
  description: "A practical guide to rebuilding a budget after time off work, one week at a time.",
  category: "Finance",
  tags: "budget, burnout, money",
  price: "29",
  whatYouLearn: "Set a weekly budget\nTalk to your bank",
} as const;

describe("creator listings", () => {
  it("lists a product with its file checked by bytes, and shows it in the catalogue and in My products", async () => {
    const creator = await registerAccount();
    const pdf = await englishPdf({
      title: FIELDS.title,
      author: "Test Author",
      sections: [{ heading: "One", body: "Text." }],
    });
    const response = await upload(creator.cookie, FIELDS.title, { bytes: pdf, name: "anything.bin" });
    expect(response.status).toBe(201);
    const { item } = await response.json();
    expect(item).toMatchObject({
      slug: "budgeting-after-burnout",
      priceCents: 2900,
      tags: ["budget", "burnout", "money"],
      format: "PDF",
      purchases: 0,
      rating: null,
    });
    const found = await (await marketplace().items.$get({ query: { q: "burnout" } })).json();
    expect(found.items.map((i) => i.id)).toContain(item.id);
    const mine = await (await marketplace(creator.cookie)["my-items"].$get()).json();
    expect(mine.items).toEqual([expect.objectContaining({ id: item.id, earningsCents: 0 })]);
  });

  it("refuses a file that is not a PDF, EPUB or ZIP whatever its name, and a missing file", async () => {
    const creator = await registerAccount();
    const fake = await upload(creator.cookie, "Fake PDF", {
      bytes: new TextEncoder().encode("<html>not a pdf</html>"),
      name: "guide.pdf",
    });
    expect(fake.status).toBe(415);
    const missing = await uploadWithoutFile(creator.cookie, { ...FIELDS, title: "No File" });
    expect(missing.status).toBe(400);
  });

  it("lets only the creator change or unpublish a product; unpublished products leave the catalogue", async () => {
    const creator = await registerAccount();
    const pdf = await englishPdf({ title: "x", author: "y", sections: [] });
    const { item } = await (await upload(creator.cookie, "Owned Guide", { bytes: pdf, name: "g.pdf" })).json();
    const param = { id: String(item.id) };
    const stranger = await registerAccount();
    const hijack = await marketplace(stranger.cookie).items[":id"].$patch({ param, json: { price: 1 } });
    expect(hijack.status).toBe(403);
    const repriced = await marketplace(creator.cookie).items[":id"].$patch({
      param,
      json: { price: 39, status: "unpublished" },
    });
    expect((await repriced.json()).item).toMatchObject({
      priceCents: 3900,
      status: "unpublished",
    });
    const listed = await (await marketplace().items.$get({ query: { q: "owned" } })).json();
    expect(listed.items.map((i) => i.id)).not.toContain(item.id);
    expect((await marketplace().item[":id"].$get({ param })).status).toBe(404);
    expect((await marketplace(creator.cookie).item[":id"].$get({ param })).status).toBe(200);
  });

  it("gives a title an ASCII slug, and a retitled product keeps answering to every slug it gave up", async () => {
    const { creator, productId } = await creatorWithProduct(900);
    const token = crypto.randomUUID().slice(0, 8);
    const param = { id: String(productId) };
    const retitle = (title: string) => marketplace(creator.cookie).items[":id"].$patch({ param, json: { title } });
    const first = await (await retitle(`The Caregiver's Café ${token}`)).json();
    expect(first.item.slug).toBe(`the-caregivers-cafe-${token}`);
    const second = await (await retitle(`Café Déjà ${token}`)).json();
    expect(second.item.slug).toBe(`cafe-deja-${token}`);
    const japanese = await (await retitle("介護者のためのガイド")).json();
    // Spelled in Latin letters (a suffix when an earlier run of this test took the address).
    expect(japanese.item.slug).toMatch(/^jie-hu-zhe-notamenogaido(?:-\d+)?$/);
    for (const slug of [`the-caregivers-cafe-${token}`, `cafe-deja-${token}`, japanese.item.slug]) {
      const found = await marketplace().item[":id"].$get({ param: { id: slug } });
      expect(found.status, slug).toBe(200);
      expect((await found.json()).item).toMatchObject({ id: productId, slug: japanese.item.slug });
    }
    expect((await marketplace().item[":id"].$get({ param: { id: `never-${token}` } })).status).toBe(404);
    expect((await retitle("!!! ???")).status).toBe(400);

    // A product that takes a slug another gave up owns it from then on.
    const other = await creatorWithProduct(900);
    const taken = await marketplace(other.creator.cookie).items[":id"].$patch({
      param: { id: String(other.productId) },
      json: { title: `Café Déjà ${token}` },
    });
    expect((await taken.json()).item.slug).toBe(`cafe-deja-${token}`);
    const now = await (await marketplace().item[":id"].$get({ param: { id: `cafe-deja-${token}` } })).json();
    expect(now.item.id).toBe(other.productId);
  });

  it("gives titles in other scripts readable, distinct addresses that open, and never refuses a title", async () => {
    const creator = await registerAccount();
    const pdf = await englishPdf({
      title: "Guide",
      author: "Test Author",
      sections: [{ heading: "One", body: "Text." }],
    });
    const stamp = crypto.randomUUID().slice(0, 6);
    const list = async (cookie: string, title: string) => {
      const response = await upload(cookie, title, { bytes: pdf, name: "guide.pdf" });
      expect([title, response.status]).toEqual([title, 201]);
      return (await response.json()).item as { id: number; slug: string; warning: string | null };
    };
    const beginners = await list(creator.cookie, `Python 入門ガイド ${stamp}`);
    const advanced = await list(creator.cookie, `Python 応用テクニック ${stamp}`);
    expect(beginners.slug).toBe(`python-ru-men-gaido-${stamp}`);
    expect(advanced.slug).not.toBe(beginners.slug);
    expect(advanced.slug).toMatch(/^python-ying-yong-/);
    for (const item of [beginners, advanced]) {
      const opened = await marketplace().item[":id"].$get({ param: { id: item.slug } });
      expect([item.slug, opened.status]).toEqual([item.slug, 200]);
      expect((await opened.json()).item).toMatchObject({ id: item.id, slug: item.slug });
    }
    // Another creator's title that spells the same address gets a suffix; the same creator's same title, a warning.
    const other = await registerAccount();
    const twin = await list(other.cookie, `Python 入門ガイド ${stamp}`);
    expect(twin.slug).toBe(`${beginners.slug}-2`);
    expect(twin.warning).toBeNull();
    const again = await list(creator.cookie, `Python 入門ガイド ${stamp}`);
    expect(again.slug).toBe(`${beginners.slug}-3`);
    expect(again.warning).toMatch(/already list a product with this title/);
  });
});
