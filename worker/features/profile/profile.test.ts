import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, authClient, ORIGIN, readError, registerAccount } from "../../test/client";
import type { profileRoutes } from "./routes";

const profile = (cookie?: string) => apiClient<typeof profileRoutes>("/api/profile", { cookie });

/** The smallest valid PNG: the signature and a 1×1 image. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

function uploadAvatar(cookie: string, bytes: Uint8Array, name: string) {
  return profile(cookie).avatar.$post({ form: { avatar: new File([bytes], name) } });
}

describe("the profile", () => {
  it("saves every field, with chips trimmed and their empty and repeated entries dropped", async () => {
    const me = await registerAccount();
    const response = await profile(me.cookie).update.$post({
      json: {
        name: "  Ada Writer ",
        bio: "I write about recovery.",
        location: "Lisbon",
        website: "https://ada.example",
        userType: "kreaitor",
        skills: [" Copywriting ", "copywriting", "", "SEO", "  "],
        specialties: ["Health", "health "],
        hourlyRate: 45.5,
        responseTime: "4 hours",
        languages: ["English", "Portuguese"],
        timeZone: "Europe/Lisbon",
      },
    });
    expect(response.status).toBe(200);
    const { user, message } = await response.json();
    expect(message).toBe("Profile Updated!");
    expect(user).toMatchObject({
      name: "Ada Writer",
      userType: "kreaitor",
      skills: ["Copywriting", "SEO"],
      specialties: ["Health"],
      hourlyRate: 45.5,
      responseTime: "4 hours",
      languages: ["English", "Portuguese"],
      timeZone: "Europe/Lisbon",
    });
    const read = await (await authClient({ cookie: me.cookie }).user.$get()).json();
    expect(read.user).toMatchObject({ name: "Ada Writer", hourlyRate: 45.5 });

    // A field left out keeps its value.
    const partial = await (await profile(me.cookie).update.$post({ json: { bio: "Now also fiction." } })).json();
    expect(partial.user).toMatchObject({ bio: "Now also fiction.", skills: ["Copywriting", "SEO"], hourlyRate: 45.5 });
  });

  it("refuses what is not valid, field by field", async () => {
    const me = await registerAccount();
    const bad = await profile(me.cookie).update.$post({
      json: {
        website: "javascript:alert(1)",
        hourlyRate: -5,
        timeZone: "Mars/Olympus",
        // @ts-expect-error: a response time the form never offers
        responseTime: "1 minute",
      },
    });
    expect(bad.status).toBe(400);
    const { fields } = await readError(bad);
    expect(Object.keys(fields ?? {}).sort()).toEqual(["hourlyRate", "responseTime", "timeZone", "website"]);
    expect((await profile().update.$post({ json: {} })).status).toBe(401);
    expect((await profile(me.cookie).update.$post({ json: {} })).status).toBe(200);
  });
});

describe("the avatar", () => {
  it("is checked by its bytes, stored under an unguessable name, served with long caching, and replaced", async () => {
    const me = await registerAccount();
    const first = await uploadAvatar(me.cookie, PNG, "setup.exe");
    expect(first.status).toBe(201);
    const { avatarUrl } = await first.json();
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await exports.default.fetch(`${ORIGIN}${avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const me1 = await (await authClient({ cookie: me.cookie }).me.$get()).json();
    expect(me1.user?.avatarUrl).toBe(avatarUrl);

    const second = await (await uploadAvatar(me.cookie, PNG, "again.png")).json();
    expect(second.avatarUrl).not.toBe(avatarUrl);
    expect(await env.BUCKET.head(`avatars/${avatarUrl.split("/").pop()}`)).toBeNull();
    expect((await exports.default.fetch(`${ORIGIN}${avatarUrl}`)).status).toBe(404);
  });

  it("refuses text named like a picture (415), and a picture over 5 MB (413)", async () => {
    const me = await registerAccount();
    const text = new TextEncoder().encode("this is not a picture at all");
    const refused = await uploadAvatar(me.cookie, text, "photo.png");
    expect(refused.status).toBe(415);
    expect((await readError(refused)).code).toBe("unsupported_media_type");

    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(PNG);
    const tooLarge = await uploadAvatar(me.cookie, huge, "huge.png");
    expect(tooLarge.status).toBe(413);
    expect((await (await authClient({ cookie: me.cookie }).me.$get()).json()).user?.avatarUrl).toBeNull();
    expect((await exports.default.fetch(`${ORIGIN}/api/avatars/..%2Fproducts%2Fx.png`)).status).toBe(404);
  });
});
