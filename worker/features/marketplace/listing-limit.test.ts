import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, readError, registerAccount } from "../../test/client";
import { MAX_LISTINGS_PER_CREATOR } from "./listings";
import type { marketplaceRoutes } from "./routes";

describe("a creator's catalogue", () => {
  it(`holds at most ${MAX_LISTINGS_PER_CREATOR} products, and says so when it is full`, async () => {
    const { cookie, body } = await registerAccount();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_LISTINGS_PER_CREATOR})
       INSERT INTO products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
         file_type, file_size, created_at, updated_at)
       SELECT 'full-' || ?1 || '-' || i, ?1, 'Guide ' || i, 'Seller', 'A guide.', 'Business', 900, 'products/x.pdf',
         'g.pdf', 'application/pdf', 8, ?2, ?2 FROM n`,
    )
      .bind(body.user.id, Date.now())
      .run();
    const response = await apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie }).items.$post({
      form: {
        title: "One guide too many",
        description: "A guide listed after the catalogue is already full.",
        category: "Business",
        price: "9",
        file: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], "g.pdf", { type: "application/pdf" }),
      },
    });
    expect(response.status).toBe(429);
    const error = await readError(response);
    expect(error.code).toBe("quota_exceeded");
    expect(error.message).toMatch(/the most one creator can list/);
  });
});
