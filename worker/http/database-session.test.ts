import { describe, expect, it } from "vitest";
import type { marketplaceRoutes } from "../features/marketplace/routes";
import type { profileRoutes } from "../features/profile/routes";
import { apiClient, authClient, openLink, registerAccount } from "../test/client";
import { BOOKMARK_COOKIE } from "./database-session";

const BOOKMARK = new RegExp(`${BOOKMARK_COOKIE}=([0-9a-f-]+);`);
const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });

function bookmarkSet(response: { headers: Headers }): string | null {
  return BOOKMARK.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? null;
}

describe("reads through D1 read replicas", () => {
  it("give a browser that wrote the bookmark of its write, and carry it forward on its reads", async () => {
    const { cookie } = await registerAccount();
    const profile = apiClient<typeof profileRoutes>("/api/profile", { cookie });
    const written = await profile.update.$post({ json: { bio: "Writes about sleep." } });
    expect(written.status).toBe(200);
    const afterWrite = bookmarkSet(written);
    expect(afterWrite).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    expect(written.headers.get("set-cookie")).toMatch(new RegExp(`${BOOKMARK_COOKIE}=[^,]*HttpOnly`));

    const read = await authClient({ cookie: `${cookie}; ${BOOKMARK_COOKIE}=${afterWrite}` }).user.$get();
    expect(read.status).toBe(200);
    expect(JSON.stringify(await read.json())).toContain("Writes about sleep.");
    const afterRead = bookmarkSet(read);
    expect(afterRead === null || afterRead > afterWrite!).toBe(true);
  });

  it("set nothing on a visitor who only reads, so visitors' answers stay cacheable", async () => {
    const listed = await marketplace().items.$get({ query: {} });
    expect(listed.status).toBe(200);
    expect(bookmarkSet(listed)).toBeNull();
    expect(bookmarkSet(await openLink("/marketplace"))).toBeNull();
  });

  it("ignore a bookmark that is not one, rather than failing the read", async () => {
    const listed = await marketplace(`${BOOKMARK_COOKIE}=nonsense`).items.$get({ query: {} });
    expect(listed.status).toBe(200);
    expect((await listed.json()).success).toBe(true);
  });
});
