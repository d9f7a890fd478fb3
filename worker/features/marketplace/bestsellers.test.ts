import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { registerAccount } from "../../test/client";
import { startFromTheDemoData } from "../../test/fresh-platform";
import { creatorWithProduct } from "../../test/sales";
import { BESTSELLER_WINDOW_DAYS, refreshBestsellers } from "./bestsellers";

// What this file asks is about the whole platform: it starts from the demo data alone (worker/test/fresh-platform.ts).
beforeAll(startFromTheDemoData);

const db = createDatabase(env.DB);
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23);

/** Sales of a product, each by its own buyer, paid `daysAgo` days before NOW. */
async function sales(productId: number, count: number, { daysAgo = 1, testMode = false, status = "paid" } = {}) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const paidAt = NOW - daysAgo * DAY;
    await env.DB.prepare(
      `insert into purchases (id, product_id, buyer_id, price_cents, status, provider, test_mode, created_at, paid_at)
       values (?, ?, ?, 500, ?, ?, ?, ?, ?)`,
    )
      .bind(
        id,
        productId,
        (await registerAccount()).body.user.id,
        status,
        testMode ? "test" : "stripe",
        +testMode,
        paidAt,
        paidAt,
      )
      .run();
    ids.push(id);
  }
  return ids;
}

async function marked(...productIds: number[]) {
  const rows = await Promise.all(
    productIds.map((id) =>
      env.DB.prepare("select bestseller from products where id = ?").bind(id).first<{ bestseller: number }>(),
    ),
  );
  return rows.map((row) => row!.bestseller === 1);
}

describe("the bestseller mark", () => {
  it("goes to the top sellers of the window by real paid sales, and leaves when the rank is lost", async () => {
    const rule = { rank: 2, minSales: 3 };
    const [top, second, third, testOnly, old] = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await creatorWithProduct(500)).productId),
    );
    await sales(top!, 5);
    await sales(second!, 4);
    await sales(third!, 3);
    await sales(testOnly!, 6, { testMode: true });
    await sales(old!, 6, { daysAgo: BESTSELLER_WINDOW_DAYS + 1 });
    await sales(second!, 2, { status: "pending" });

    expect(await refreshBestsellers(db, NOW, rule)).toEqual({ marked: 2, cleared: 0 });
    expect(await marked(top!, second!, third!, testOnly!, old!)).toEqual([true, true, false, false, false]);

    // Three of the top seller's sales are refunded: it drops below the third, which takes its place.
    await env.DB.prepare(
      "update purchases set status = 'refunded' where id in (select id from purchases where product_id = ? limit 3)",
    )
      .bind(top!)
      .run();
    expect(await refreshBestsellers(db, NOW, rule)).toEqual({ marked: 1, cleared: 1 });
    expect(await marked(top!, second!, third!)).toEqual([false, true, true]);

    // A month later, with no new sales, nobody has enough sales in the window.
    await refreshBestsellers(db, NOW + BESTSELLER_WINDOW_DAYS * DAY, rule);
    expect(await marked(top!, second!, third!)).toEqual([false, false, false]);
  });
});
