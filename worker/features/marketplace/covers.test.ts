import { env, exports } from "cloudflare:workers";
import { decode } from "jpeg-js";
import { describe, expect, it } from "vitest";
import { COVER_PATH, GENERATED_COVER_PREFIX } from "../../common/covers";
import { Canvas, rgb } from "../../files/image/canvas";
import { imageInfo } from "../../files/image/image-info";
import { encodeJpeg } from "../../files/image/jpeg";
import { apiClient, ORIGIN, readError, registerAccount } from "../../test/client";
import { englishPdf } from "../../test/pdf";
import type { marketplaceRoutes } from "./routes";

const PDF = await englishPdf({ title: "Guide", author: "Test Author", sections: [{ heading: "One", body: "Text." }] });

/** A real JPEG of the given size, as a camera or an editor would save one. */
const jpegOf = (width: number, height: number) => encodeJpeg(new Canvas(width, height, rgb("#6d28d9")));

const marketplace = (cookie?: string) =>
  apiClient<typeof marketplaceRoutes>("/api/marketplace", cookie ? { cookie } : {});

let titles = 0;
async function listedProduct() {
  const creator = await registerAccount();
  titles += 1;
  const listed = await marketplace(creator.cookie).items.$post({
    form: {
      title: `Quiet Mornings ${Date.now().toString(36)} ${titles}`,
      description: "A short guide to starting the day with a plan instead of a phone.",
      category: "Business & Entrepreneurship",
      price: "12",
      file: new File([PDF], "guide.pdf"),
    },
  });
  expect(listed.status).toBe(201);
  const { item } = (await listed.json()) as { item: { id: number; cover: Record<string, unknown> } };
  return { creator, item };
}

const upload = (cookie: string | undefined, id: number, bytes: Uint8Array, name = "cover.jpg") =>
  marketplace(cookie).items[":id"].cover.$put({ param: { id: String(id) }, form: { cover: new File([bytes], name) } });

const fetchPath = (path: string) => exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual" });

describe("a product's generated cover", () => {
  it("is drawn on the first request at the size the name gives, kept in storage and cached for a year", async () => {
    const { item } = await listedProduct();
    const cover = item.cover as { url: string; cardUrl: string; pageUrl: string; generated: boolean };
    expect(cover.generated).toBe(true);
    const card = await fetchPath(cover.cardUrl);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
    expect(card.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const pixels = decode(new Uint8Array(await card.arrayBuffer()), { useTArray: true });
    expect([pixels.width, pixels.height]).toEqual([320, 512]);
    // The category's colour fills the corner; white type is drawn in the middle.
    expect([...pixels.data.subarray(0, 3)].every((value, i) => Math.abs(value - rgb("#3730a3")[i]!) < 12)).toBe(true);
    const name = cover.cardUrl.slice(`${COVER_PATH}generated/`.length);
    expect(await env.BUCKET.head(`${GENERATED_COVER_PREFIX}${name}`)).not.toBeNull();

    const full = await fetchPath(cover.url);
    expect(imageInfo(new Uint8Array(await full.arrayBuffer()))).toMatchObject({ width: 1600, height: 2560 });
  });

  it("sends an outdated name to the current cover, and finds nothing for unknown products or sizes", async () => {
    const { creator, item } = await listedProduct();
    const before = (item.cover as { cardUrl: string }).cardUrl;
    const renamed = await marketplace(creator.cookie).items[":id"].$patch({
      param: { id: String(item.id) },
      json: { title: `Quieter Mornings ${Date.now().toString(36)}` },
    });
    const after = ((await renamed.json()) as { item: { cover: { cardUrl: string } } }).item.cover.cardUrl;
    expect(after).not.toBe(before);
    const moved = await fetchPath(before);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(after);
    for (const name of ["p999999999-00000000-320.jpg", before.replace("-320.jpg", "-321.jpg").split("/").pop()!]) {
      const missing = await fetchPath(`${COVER_PATH}generated/${name}`);
      expect(missing.status).toBe(404);
      expect((await readError(missing)).code).toBe("not_found");
    }
  });
});

describe("an unpublished product's generated cover", () => {
  it("is drawn for its creator only, and kept out of shared caches", async () => {
    const { creator, item } = await listedProduct();
    const cardUrl = (item.cover as { cardUrl: string }).cardUrl;
    const unpublished = await marketplace(creator.cookie).items[":id"].$patch({
      param: { id: String(item.id) },
      json: { status: "unpublished" },
    });
    expect(unpublished.status).toBe(200);
    const stranger = await registerAccount();
    for (const cookie of [undefined, stranger.cookie]) {
      const refused = await exports.default.fetch(`${ORIGIN}${cardUrl}`, { headers: cookie ? { cookie } : {} });
      expect(refused.status).toBe(404);
    }
    expect(await env.BUCKET.head(`${GENERATED_COVER_PREFIX}${cardUrl.split("/").pop()}`)).toBeNull();
    const own = await exports.default.fetch(`${ORIGIN}${cardUrl}`, { headers: { cookie: creator.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("a creator's own cover", () => {
  it("replaces the generated one everywhere, is served as uploaded, and gives way to it again", async () => {
    const { creator, item } = await listedProduct();
    const uploaded = await upload(creator.cookie, item.id, jpegOf(600, 900));
    expect(uploaded.status).toBe(200);
    const { cover } = ((await uploaded.json()) as { item: { cover: Record<string, unknown> } }).item;
    expect(cover).toMatchObject({ generated: false, width: 600, height: 900 });
    const served = await fetchPath(cover.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Locally nothing resizes images: the card's address serves the original.
    expect((await fetchPath(cover.cardUrl as string)).status).toBe(200);
    const listed = await (await marketplace().item[":id"].$get({ param: { id: String(item.id) } })).json();
    expect(JSON.stringify(listed)).toContain(cover.url as string);

    const second = await upload(creator.cookie, item.id, jpegOf(700, 1120));
    const replaced = ((await second.json()) as { item: { cover: { url: string } } }).item.cover;
    expect(replaced.url).not.toBe(cover.url);
    expect((await fetchPath(cover.url as string)).status).toBe(404);

    const removed = await marketplace(creator.cookie).items[":id"].cover.$delete({ param: { id: String(item.id) } });
    expect(((await removed.json()) as { item: { cover: { generated: boolean } } }).item.cover.generated).toBe(true);
    expect((await fetchPath(replaced.url)).status).toBe(404);
  });

  it("is refused with a clear reason when it is too small, not an image, too large or not the creator's", async () => {
    const { creator, item } = await listedProduct();
    const refusals: [Promise<{ status: number; json(): Promise<unknown> }>, number, string, RegExp][] = [
      [upload(creator.cookie, item.id, jpegOf(599, 900)), 422, "invalid_input", /599 × 900.*at least 600/],
      [upload(creator.cookie, item.id, PDF, "cover.png"), 415, "unsupported_media_type", /JPEG, PNG or WebP/],
      [upload(creator.cookie, item.id, new Uint8Array(5 * 1024 * 1024 + 1)), 413, "payload_too_large", /5 MB/],
      [upload((await registerAccount()).cookie, item.id, jpegOf(600, 900)), 403, "forbidden", /creator/],
      [upload(creator.cookie, 999_999_999, jpegOf(600, 900)), 404, "not_found", /doesn't exist/],
      [upload(undefined, item.id, jpegOf(600, 900)), 401, "unauthorized", /.+/],
    ];
    for (const [response, status, code, message] of refusals) {
      const answer = await response;
      expect(answer.status).toBe(status);
      const error = await readError(answer);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    const { items } = await (await marketplace(creator.cookie)["my-items"].$get()).json();
    expect(items[0]?.cover.generated).toBe(true);
  });
});
