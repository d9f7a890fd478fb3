import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildTextPdf } from "../../files/pdf";
import { call, ORIGIN, registerAccount } from "../../test/client";

function listingForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("file", new File([file.bytes], file.name));
  return form;
}

async function upload(cookie: string, form: FormData) {
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
};

describe("creator listings", () => {
  it("lists a product with its file checked by bytes, and shows it in the catalogue and in My products", async () => {
    const creator = await registerAccount();
    const pdf = buildTextPdf({
      title: FIELDS.title,
      author: "Test Author",
      sections: [{ heading: "One", body: "Text." }],
    });
    const response = await upload(creator.cookie, listingForm(FIELDS, { bytes: pdf, name: "anything.bin" }));
    expect(response.status).toBe(201);
    const { item } = (await response.json()) as {
      item: {
        id: number;
        slug: string;
        priceCents: number;
        tags: string[];
        format: string;
        purchases: number;
        rating: number | null;
      };
    };
    expect(item).toMatchObject({
      slug: "budgeting-after-burnout",
      priceCents: 2900,
      tags: ["budget", "burnout", "money"],
      format: "PDF",
      purchases: 0,
      rating: null,
    });
    const found = (await (await call("/api/marketplace/items?q=burnout")).json()) as { items: { id: number }[] };
    expect(found.items.map((i) => i.id)).toContain(item.id);
    const mine = (await (await call("/api/marketplace/my-items", { cookie: creator.cookie })).json()) as {
      items: { id: number; earningsCents: number }[];
    };
    expect(mine.items).toEqual([expect.objectContaining({ id: item.id, earningsCents: 0 })]);
  });

  it("refuses a file that is not a PDF, EPUB or ZIP whatever its name, and a missing file", async () => {
    const creator = await registerAccount();
    const fake = await upload(
      creator.cookie,
      listingForm(
        { ...FIELDS, title: "Fake PDF" },
        { bytes: new TextEncoder().encode("<html>not a pdf</html>"), name: "guide.pdf" },
      ),
    );
    expect(fake.status).toBe(415);
    const missing = await upload(creator.cookie, listingForm({ ...FIELDS, title: "No File" }));
    expect(missing.status).toBe(400);
  });

  it("lets only the creator change or unpublish a product; unpublished products leave the catalogue", async () => {
    const creator = await registerAccount();
    const pdf = buildTextPdf({ title: "x", author: "y", sections: [] });
    const { item } = (await (
      await upload(creator.cookie, listingForm({ ...FIELDS, title: "Owned Guide" }, { bytes: pdf, name: "g.pdf" }))
    ).json()) as { item: { id: number } };
    const stranger = await registerAccount();
    const hijack = await call(`/api/marketplace/items/${item.id}`, {
      method: "PATCH",
      json: { price: 1 },
      cookie: stranger.cookie,
    });
    expect(hijack.status).toBe(403);
    const repriced = await call(`/api/marketplace/items/${item.id}`, {
      method: "PATCH",
      json: { price: 39, status: "unpublished" },
      cookie: creator.cookie,
    });
    expect(((await repriced.json()) as { item: { priceCents: number; status: string } }).item).toMatchObject({
      priceCents: 3900,
      status: "unpublished",
    });
    const listed = (await (await call("/api/marketplace/items?q=owned")).json()) as { items: { id: number }[] };
    expect(listed.items.map((i) => i.id)).not.toContain(item.id);
    expect((await call(`/api/marketplace/item/${item.id}`)).status).toBe(404);
    expect((await call(`/api/marketplace/item/${item.id}`, { cookie: creator.cookie })).status).toBe(200);
  });
});
