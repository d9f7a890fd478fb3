import { demoSessionCookie } from "../e2e/demo-sign-in";

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A fresh project of the demo creator on the bench server, and the address of its live room. */
export async function benchRoom(baseUrl: string, title: string) {
  const cookie = await demoSessionCookie(baseUrl, "creator");
  const created = await fetch(`${baseUrl}/api/collaborative/projects`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({ title, description: "Benchmark" }),
  });
  const { project } = (await created.json()) as { project: { id: string } };
  return { cookie, url: `${baseUrl.replace("http", "ws")}/api/collaborative/projects/${project.id}/live` };
}
