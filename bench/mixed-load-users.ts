import { signUpOverApi } from "../e2e/accounts";
import type { ExpectOk, Timed } from "./mixed-load-client";
import {
  ANALYSIS_TEXT,
  BUYERS,
  HUMANIZER_TEXT,
  pickKind,
  SEARCH_WORDS,
  SEEDED_PRODUCTS,
  SORTS,
  seeded,
} from "./mixed-load-scenario";

const BUYER_PASSWORD = "bench-buyer-2026";

/** A registered buyer: its session cookie and the products it has yet to buy, in the order it will buy them. */
export interface Buyer {
  cookie: string;
  remaining: number[];
}

/** A purchase that answered success during the load. */
export interface Purchase {
  buyer: number;
  productId: number;
  purchaseId: string;
  priceCents: number;
  creatorId: string;
}

interface ItemAnswer {
  item: { id: number; price: number; priceCents: number; creatorId: string };
}

interface PurchaseAnswer {
  success?: boolean;
  purchaseId?: string;
}

/** The seeded products whose creator is one of the given sellers: the ones the buyers buy. */
export async function sellersProducts(expectOk: ExpectOk, sellers: Map<string, string>): Promise<number[]> {
  const products: number[] = [];
  for (let id = 1; id <= SEEDED_PRODUCTS; id++) {
    const { item } = await expectOk<ItemAnswer>(`/api/marketplace/item/${id}`);
    if (sellers.has(item.creatorId)) products.push(id);
  }
  return products;
}

/** Registers the buyers, each with its own seeded shuffle of the products. */
export async function registerBuyers(baseUrl: string, products: number[]): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let i = 1; i <= BUYERS; i++) {
    const cookie = await signUpOverApi(
      baseUrl,
      { username: `bench_buyer_${i}`, email: `bench.buyer.${i}@example.com`, password: BUYER_PASSWORD },
      `198.18.200.${i}`,
    );
    const random = seeded(1000 + i);
    const remaining = [...products];
    for (let j = remaining.length - 1; j > 0; j--) {
      const k = Math.floor(random() * (j + 1));
      [remaining[j], remaining[k]] = [remaining[k]!, remaining[j]!];
    }
    buyers.push({ cookie, remaining });
  }
  return buyers;
}

/**
 * One closed-loop virtual user: while the load lasts, it sends its next request, drawn from the mix, as soon as the
 * last one answered, as the buyer it shares with another virtual user; the purchases that answer success go to
 * `answered`.
 */
export async function virtualUser(
  vu: number,
  { timed, buyers, answered, loading }: { timed: Timed; buyers: Buyer[]; answered: Purchase[]; loading: () => boolean },
) {
  const random = seeded(vu + 1);
  const choose = <T>(values: T[]) => values[Math.floor(random() * values.length)]!;
  const buyer = buyers[vu % BUYERS]!;
  while (loading()) {
    const kind = pickKind(random);
    if (kind === "list" || (kind === "purchase" && buyer.remaining.length === 0)) {
      await timed("list", `/api/marketplace/items?sort=${choose(SORTS)}&page=1`);
    } else if (kind === "search") {
      await timed("search", `/api/marketplace/items?q=${choose(SEARCH_WORDS)}&sort=popular`);
    } else if (kind === "item") {
      await timed("item", `/api/marketplace/item/${1 + Math.floor(random() * SEEDED_PRODUCTS)}`);
    } else if (kind === "purchase") {
      const productId = buyer.remaining.pop()!;
      const read = await timed<ItemAnswer>("item", `/api/marketplace/item/${productId}`, { cookie: buyer.cookie });
      if (!read) continue;
      const bought = await timed<PurchaseAnswer>("purchase", "/api/marketplace/purchase", {
        cookie: buyer.cookie,
        body: { productId, price: read.item.price },
      });
      if (bought?.success && bought.purchaseId) {
        const { priceCents, creatorId } = read.item;
        answered.push({ buyer: vu % BUYERS, productId, purchaseId: bought.purchaseId, priceCents, creatorId });
      }
    } else if (kind === "humanizer") {
      await timed("humanizer", "/api/humanizer/demo", { cookie: buyer.cookie, body: { text: HUMANIZER_TEXT } });
    } else {
      await timed("analysis", "/api/text/analyze", { cookie: buyer.cookie, body: { content: ANALYSIS_TEXT } });
    }
  }
}
