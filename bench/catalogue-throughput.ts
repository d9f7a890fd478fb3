/** Requests per second of closed-loop clients repeating reads for a while, and their p95 latency. */
export async function throughput(
  baseUrl: string,
  path: () => string,
  { seconds = 5, clients = 16 } = {},
): Promise<{ perSecond: number; p95: number; cacheHits: number; requests: number }> {
  const times: number[] = [];
  let cacheHits = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const response = await fetch(baseUrl + path());
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${response.status} for ${path()}`);
        if (response.headers.get("x-edge-cache") === "HIT") cacheHits += 1;
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / elapsed,
    p95: times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]!,
    cacheHits,
    requests: times.length,
  };
}
