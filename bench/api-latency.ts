import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startBenchServer } from "./bench-server";
import { throughput } from "./catalogue-throughput";
import { catalogueSearches, writeCatalogueSql } from "./multilingual-catalogue";
import { type QueryPlan, queryPlans } from "./query-plans";

const PORT = 8798;
/** A million products in the 12 languages, as issue 57 asks; BENCH_PRODUCTS sets fewer for a quicker look. */
export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const SAMPLES = 200;

const CATEGORIES = ["Health & Recovery", "Business & Entrepreneurship", "Finance"];
/** Searches in the 12 languages, one in two of the longer words with a typo (multilingual-catalogue.ts). */
const SEARCHES = catalogueSearches();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(baseUrl: string, paths: () => string): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(baseUrl + paths())).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(baseUrl + paths());
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} for ${paths()}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** An answer's size gzip-compressed (level 6, as a server sends it) per card it carries. */
async function gzipPerCard(baseUrl: string, path: string): Promise<{ cards: number; bytesPerCard: number }> {
  const text = await (await fetch(baseUrl + path)).text();
  const { items } = JSON.parse(text) as { items: unknown[] };
  return { cards: items.length, bytesPerCard: gzipSync(text).length / Math.max(items.length, 1) };
}

/** The bytes of the local D1's SQLite files (the database, its WAL) under the bench's state folder. */
function databaseBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sum + databaseBytes(path);
    return /\.sqlite(-wal)?$/.test(entry.name) ? sum + statSync(path).size : sum;
  }, 0);
}

/** Seeds PRODUCTS products into a throwaway local D1, serves it with wrangler dev, and times the read endpoints. */
export async function apiLatency() {
  let seedSeconds = 0;
  let sizeBytes = 0;
  let plans: QueryPlan[] = [];
  const server = await startBenchServer(PORT, ({ state, run }) => {
    const seeding = performance.now();
    const catalogue = join(state, "catalogue.sql");
    writeCatalogueSql(catalogue, PRODUCTS);
    run(["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--file", catalogue]);
    seedSeconds = (performance.now() - seeding) / 1000;
    sizeBytes = databaseBytes(state);
    plans = queryPlans(state);
  });
  const { baseUrl } = server;
  try {
    let n = 0;
    const next = () => {
      n = (n * 7919 + 13) % PRODUCTS;
      return n + 1;
    };
    const sorts = ["featured", "popular", "rating", "price-low", "price-high"];
    // A parameter the API ignores but the edge cache's key keeps: each cold read is a question nobody asked before.
    let cold = 0;
    const coldKey = () => ++cold;
    return {
      products: PRODUCTS,
      seedSeconds,
      sizeBytes,
      plans,
      // The first page holds seeded and synthetic products; the search, synthetic ones in every language.
      answerSizes: {
        listing: await gzipPerCard(baseUrl, "/api/marketplace/items?sort=featured&page=1&pageSize=24"),
        search: await gzipPerCard(
          baseUrl,
          `/api/marketplace/items?q=${encodeURIComponent(SEARCHES[0]!)}&sort=popular&pageSize=24`,
        ),
      },
      listing: await measure(
        baseUrl,
        () => `/api/marketplace/items?sort=${sorts[next() % 5]}&page=${(next() % 50) + 1}&pageSize=24`,
      ),
      filtered: await measure(
        baseUrl,
        () =>
          `/api/marketplace/items?category=${encodeURIComponent(CATEGORIES[next() % CATEGORIES.length]!)}&sort=price-low&page=${(next() % 20) + 1}`,
      ),
      search: await measure(
        baseUrl,
        () => `/api/marketplace/items?q=${encodeURIComponent(SEARCHES[next() % SEARCHES.length]!)}&sort=popular`,
      ),
      item: await measure(baseUrl, () => `/api/marketplace/item/${next() + 14}`),
      // Anonymous reads side by side with the bare route, in one run on the same server: warm repeats one URL (served
      // from the edge cache once stored), cold asks for a different page or item each time, with coldKey(), so no
      // read is served from the cache.
      bare: await throughput(baseUrl, () => "/api/health/live"),
      warm: {
        list: await throughput(baseUrl, () => "/api/marketplace/items?sort=featured&page=1&pageSize=24"),
        search: await throughput(
          baseUrl,
          () => `/api/marketplace/items?q=${encodeURIComponent(SEARCHES[0]!)}&sort=popular`,
        ),
        item: await throughput(baseUrl, () => "/api/marketplace/item/5000"),
      },
      cold: {
        list: await throughput(
          baseUrl,
          () => `/api/marketplace/items?sort=popular&page=${(next() % 100) + 1}&pageSize=24&cold=${coldKey()}`,
        ),
        category: await throughput(
          baseUrl,
          () =>
            `/api/marketplace/items?category=${encodeURIComponent(CATEGORIES[next() % CATEGORIES.length]!)}&sort=rating&page=${(next() % 100) + 1}&cold=${coldKey()}`,
        ),
        search: await throughput(
          baseUrl,
          () =>
            `/api/marketplace/items?q=${encodeURIComponent(SEARCHES[next() % SEARCHES.length]!)}&page=${(next() % 100) + 1}&cold=${coldKey()}`,
        ),
        item: await throughput(baseUrl, () => `/api/marketplace/item/${next() + 14}?cold=${coldKey()}`),
      },
    };
  } finally {
    await server.stop();
  }
}
