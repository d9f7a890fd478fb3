import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN } from "../../test/client";
import { creatorWithProduct, marketplaceAs } from "../../test/sales";

const realAssets = env.ASSETS;
beforeAll(() => {
  // The built SPA is not part of the unit tests: a bare shell stands in for web/dist/index.html.
  env.ASSETS = {
    fetch: async () =>
      new Response("<!doctype html><html><head></head><body></body></html>", {
        headers: { "content-type": "text/html" },
      }),
  } as never;
});
afterAll(() => {
  env.ASSETS = realAssets;
});

/** A published product retitled once through the API, with a slug of the old alphabet kept as the migration keeps them. */
async function renamedProduct() {
  const { creator, productId } = await creatorWithProduct(900);
  const token = crypto.randomUUID().slice(0, 8);
  const before = (await env.DB.prepare("select slug from products where id = ?")
    .bind(productId)
    .first<{ slug: string }>())!.slug;
  const renamed = await marketplaceAs(creator.cookie).items[":id"].$patch({
    param: { id: String(productId) },
    json: { title: `Renamed Guide ${token}` },
  });
  const { slug } = (await renamed.json()).item;
  const accented = `café-déjà-${token}`;
  const apostrophe = `the-caregiver's-companion-${token}`;
  await env.DB.prepare("insert into retired_product_slugs (slug, product_id) values (?, ?), (?, ?)")
    .bind(accented, productId, apostrophe, productId)
    .run();
  return { creator, productId, token, slug, retired: [before, accented, apostrophe] };
}

/** The status and the Location of a page's answer, its redirect not followed. */
async function moved(path: string) {
  const response = await exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
}

describe("a product's old slugs", () => {
  it("answer 301 to the current slug's page, in the URL's language and with its query", async () => {
    const { slug, retired } = await renamedProduct();
    for (const old of retired.map(encodeURIComponent)) {
      expect(await moved(`/product/${old}`), old).toEqual({ status: 301, location: `/product/${slug}` });
      expect(await moved(`/es/product/${old}?ref=mail`)).toEqual({
        status: 301,
        location: `/es/product/${slug}?ref=mail`,
      });
      expect(await moved(`/marketplace/product/${old}`)).toEqual({
        status: 301,
        location: `/marketplace/product/${slug}`,
      });
      expect(await moved(`/de/marketplace/product/${old}`)).toEqual({
        status: 301,
        location: `/de/marketplace/product/${slug}`,
      });
    }
  });

  it("leave current slugs, ids and unknown slugs answering as before", async () => {
    const { productId, slug, token } = await renamedProduct();
    expect(await moved(`/product/${slug}`)).toEqual({ status: 200, location: null });
    expect(await moved(`/product/${productId}`)).toEqual({ status: 200, location: null });
    expect(await moved(`/es/marketplace/product/${slug}`)).toEqual({ status: 200, location: null });
    expect(await moved(`/product/never-listed-${token}`)).toEqual({ status: 404, location: null });
    expect(await moved(`/es/product/never-listed-${token}`)).toEqual({ status: 404, location: null });
    // The app's own product page says when a slug is unknown; the worker serves its shell, as for any app path.
    expect(await moved(`/marketplace/product/never-listed-${token}`)).toEqual({ status: 200, location: null });
  });

  it("do not lead to an unpublished product", async () => {
    const { creator, productId, retired } = await renamedProduct();
    await marketplaceAs(creator.cookie).items[":id"].$patch({
      param: { id: String(productId) },
      json: { status: "unpublished" },
    });
    const old = encodeURIComponent(retired[1]!);
    expect(await moved(`/product/${old}`)).toEqual({ status: 404, location: null });
    expect(await moved(`/marketplace/product/${old}`)).toEqual({ status: 200, location: null });
  });
});
