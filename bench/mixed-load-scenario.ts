import { benignText } from "../worker/test/fixtures/hostile-texts";

export const LOAD_SECONDS = 60;
export const VIRTUAL_USERS = 16;
/** Buyer accounts, each shared by two virtual users: registration allows ten accounts per address an hour. */
export const BUYERS = 8;
/** The seeded products have ids 1-14; each buyer buys each of them at most once. */
export const SEEDED_PRODUCTS = 14;
/** Sockets in one project room: even ones the creator demo's (the owner), odd ones the professional demo's. */
export const CHAT_SOCKETS = 4;
/** Each socket sends a message every 250 ms: 16 messages a second into the room. */
export const CHAT_INTERVAL_MS = 250;

export const SORTS = ["featured", "popular", "rating", "price-low", "price-high"];
export const SEARCH_WORDS = ["stroke", "recovery", "caregiving", "budget", "checklist", "sleep", "fatigue", "business"];
export const HUMANIZER_TEXT = benignText(2_000);
export const ANALYSIS_TEXT = benignText(4_000);

/** The kinds of request of the load: what the bench prints and how each is made. */
export const KINDS = {
  list: {
    label: "marketplace list reads",
    method: "GET /api/marketplace/items?sort=<one of 5>&page=1, anonymous",
  },
  search: {
    label: "marketplace searches",
    method: `GET /api/marketplace/items?q=<one of ${SEARCH_WORDS.length} words>&sort=popular, anonymous`,
  },
  item: {
    label: "item reads",
    method: "GET /api/marketplace/item/<1-14>: anonymous ones, and the buyer's own read before each purchase",
  },
  purchase: {
    label: "purchases (test mode)",
    method: `POST /api/marketplace/purchase {productId, price} at the price just read, by ${BUYERS} registered buyers (two virtual users each), each buying each seeded product at most once (${BUYERS * SEEDED_PRODUCTS} at most; then a buyer's purchase turns become list reads)`,
  },
  humanizer: {
    label: "humanizer demo",
    method: `POST /api/humanizer/demo with ${HUMANIZER_TEXT.length.toLocaleString("en-US")} characters of benignText (offline engine), signed in as a buyer`,
  },
  analysis: {
    label: "text analysis",
    method: `POST /api/text/analyze with ${ANALYSIS_TEXT.length.toLocaleString("en-US")} characters of benignText, signed in as a buyer`,
  },
} as const;
export type Kind = keyof typeof KINDS;

/** What each virtual user draws its next request from, by weight. */
export const MIX: [Kind, number][] = [
  ["list", 30],
  ["search", 15],
  ["item", 20],
  ["purchase", 10],
  ["humanizer", 10],
  ["analysis", 15],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

/** A small deterministic generator (Park-Miller), so each virtual user's sequence is the same from run to run. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

export function pickKind(random: () => number): Kind {
  let left = random() * MIX_TOTAL;
  for (const [kind, weight] of MIX) {
    left -= weight;
    if (left < 0) return kind;
  }
  return MIX[0]![0];
}
