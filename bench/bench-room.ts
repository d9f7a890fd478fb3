import { signUpOverApi } from "../e2e/accounts";
import { demoSessionCookie } from "../e2e/demo-sign-in";

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Members are added this many at a time: each one is a registration, a confirmation and an invitation. */
const MEMBERS_AT_ONCE = 10;

async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * A fresh account that confirmed its address and joined the project as an editor; its session cookie. Each
 * registers from its own benchmarking address (RFC 2544), as separate people would.
 */
async function joinedMember(baseUrl: string, projectId: string, ownerCookie: string, index: number) {
  const stamp = `${Date.now().toString(36)}${index}`;
  const email = `bench.${stamp}@example.com`;
  const ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const cookie = await signUpOverApi(
    baseUrl,
    { username: `bench_${stamp}`, email, password: "a long enough password" },
    ip,
  );
  await post(
    baseUrl,
    `/api/collaborative/projects/${projectId}/invite`,
    { email, role: "editor" },
    { cookie: ownerCookie },
  );
  const { invitations } = (await (
    await fetch(`${baseUrl}/api/collaborative/invitations`, { headers: { cookie } })
  ).json()) as { invitations: { id: string }[] };
  await post(baseUrl, `/api/collaborative/invitations/${invitations[0]!.id}/accept`, {}, { cookie });
  return cookie;
}

/**
 * Puts the demo creator on the Enterprise plan (test payments: nothing is charged), whose projects seat 100 people,
 * as a publisher running a room this busy would be.
 */
async function enterpriseOwner(baseUrl: string) {
  const owner = await demoSessionCookie(baseUrl, "creator");
  const { plans } = (await (await fetch(`${baseUrl}/api/pricing/plans?currency=USD`)).json()) as {
    plans: { id: string; originalPrice: number; localPrice: number }[];
  };
  const plan = plans.find((p) => p.id === "enterprise")!;
  await post(
    baseUrl,
    "/api/create-subscription",
    { tierId: "enterprise", priceUSD: plan.originalPrice, localPrice: plan.localPrice, localCurrency: "USD" },
    { cookie: owner },
  );
  return owner;
}

/**
 * A fresh project of the demo creator on the bench server with `members` people in it (the creator first), each
 * with their own session: a room holds a few sockets per member, so a crowd is made of people, not of tabs.
 */
export async function benchRoom(baseUrl: string, title: string, members: number) {
  const owner = await enterpriseOwner(baseUrl);
  const created = await post(
    baseUrl,
    "/api/collaborative/projects",
    { title, description: "Benchmark" },
    { cookie: owner },
  );
  const { project } = (await created.json()) as { project: { id: string } };
  const cookies = [owner];
  for (let start = 1; start < members; start += MEMBERS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(MEMBERS_AT_ONCE, members - start) }, (_, i) => start + i);
    cookies.push(...(await Promise.all(batch.map((index) => joinedMember(baseUrl, project.id, owner, index)))));
  }
  const sockets = baseUrl.replace("http", "ws");
  return {
    cookies,
    /** The room's chat and presence socket. */
    url: `${sockets}/api/collaborative/projects/${project.id}/live`,
    /** The project's document, in the y-websocket protocol. */
    documentUrl: `${sockets}/api/collaborative/documents/${project.id}`,
  };
}
