import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import { englishPdf } from "../../test/pdf";
import type { marketplaceRoutes } from "./routes";

const PDF = await englishPdf({ title: "Guide", author: "Test Author", sections: [{ heading: "One", body: "Text." }] });

/** Bytes of a JSON value gzipped on its own, as one card would travel with nothing around it to share patterns. */
async function gzipped(value: unknown): Promise<number> {
  const stream = new Blob([JSON.stringify(value)]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

const sentence = (n: number) => `Step ${n} of the plan explains how to keep a week of meals simple, cheap and varied.`;

describe("a listing's cards", () => {
  it("carry what a card shows, at most 1 KB gzip each, and the product page reads the rest", async () => {
    const creator = await registerAccount();
    const marketplace = apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie: creator.cookie });
    const word = `pantry${crypto.randomUUID().slice(0, 8)}`;
    const listed = await marketplace.items.$post({
      form: {
        title: `The ${word} planner: a year of weeknight meals from one shopping list`,
        description: Array.from({ length: 22 }, (_, i) => sentence(i + 1))
          .join(" ")
          .slice(0, 2000),
        category: "Health & Recovery",
        price: "24",
        tags: "meal planning, budget cooking, batch cooking, family meals, nutrition, shopping",
        whatYouLearn: Array.from({ length: 10 }, (_, i) => sentence(i)).join("\n"),
        requirements: Array.from({ length: 10 }, (_, i) => sentence(i)).join("\n"),
        previewContent: Array.from({ length: 11 }, (_, i) => sentence(i))
          .join(" ")
          .slice(0, 1000),
        file: new File([PDF], "planner.pdf"),
      },
    });
    expect(listed.status).toBe(201);
    const { items } = await (await marketplace.items.$get({ query: { q: word } })).json();
    expect(items).toHaveLength(1);
    const card = items[0]!;
    for (const field of ["authorBio", "preview_content", "what_you_learn", "requirements", "estimated_time"])
      expect(card, field).not.toHaveProperty(field);
    expect(card.description.length).toBeLessThanOrEqual(121);
    expect(card.description.endsWith("…")).toBe(true);
    expect(card.tags).toEqual(["meal planning", "budget cooking", "batch cooking"]);
    expect(await gzipped(card)).toBeLessThanOrEqual(1024);

    const detail = await (await marketplace.item[":id"].$get({ param: { id: String(card.id) } })).json();
    if (!("item" in detail)) throw new Error("the product page's answer has no item");
    expect(detail.item.what_you_learn).toHaveLength(10);
    expect(detail.item.description.length).toBeGreaterThan(1800);
    expect(detail.item.tags).toHaveLength(6);
  });
});
