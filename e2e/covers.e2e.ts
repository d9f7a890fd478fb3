import { encode } from "jpeg-js";
import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage } from "./accounts";
import { browserForFile, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

/** A cover as a creator's image editor would save it: a JPEG, 800 × 1280, a plain colour with a lighter band. */
function coverJpeg(): Buffer {
  const width = 800;
  const height = 1280;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const band = Math.floor(i / width) > 900;
    data.set(band ? [250, 204, 21, 255] : [190, 24, 93, 255], i * 4);
  }
  return encode({ data, width, height }, 80).data;
}

describe("a product's cover", () => {
  it("is uploaded by its creator in My products and shown on the product page and in a shared link", async () => {
    const page = browser.page();
    const account = await registerAccount(baseUrl, "cover");
    await signInOnPage(page, baseUrl, account, "/my-products");
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const form = new FormData();
    const title = `Sketching Light ${Date.now().toString(36)}`;
    form.set("title", title);
    form.set("description", "A short guide to drawing light and shadow with one pencil.");
    form.set("category", "Business & Entrepreneurship");
    form.set("price", "9");
    form.set("file", new File([new TextEncoder().encode("%PDF-1.4\n%cover\n")], "guide.pdf"));
    const listed = await fetch(`${baseUrl}/api/marketplace/items`, {
      method: "POST",
      headers: { cookie, origin: baseUrl },
      body: form,
    });
    expect(listed.status).toBe(201);
    const { item } = (await listed.json()) as { item: { id: number } };

    await page.reload();
    const row = page.getByRole("row").filter({ hasText: title });
    const thumbnail = row.getByRole("img", { name: `Cover of ${title}` });
    await expect.poll(() => thumbnail.getAttribute("src")).toMatch(/\/api\/covers\/generated\/p\d+-\w{8}-320\.jpg$/);
    expect(await row.getByText("Made from the title").isVisible()).toBe(true);

    await row.getByLabel(`Choose a cover image for ${title}`, { exact: false }).setInputFiles({
      name: "cover.jpg",
      mimeType: "image/jpeg",
      buffer: coverJpeg(),
    });
    await expect.poll(() => thumbnail.getAttribute("src")).toMatch(/\/api\/covers\/[0-9a-f-]{36}\.jpg\?width=320$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    expect(await row.getByRole("button", { name: "Use the generated cover" }).isVisible()).toBe(true);
    await screenshot(page, "cover-uploaded");

    await page.goto(`${baseUrl}/product/${item.id}`);
    const onPage = page.getByRole("img", { name: `Cover of ${title}` });
    // The page offers the card's file and the page's (srcset); either is the uploaded picture, loaded.
    await expect
      .poll(() =>
        onPage.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : "")),
      )
      .toMatch(/\/api\/covers\/[0-9a-f-]{36}\.jpg\?width=(320|640)$/);
    const html = await (await fetch(`${baseUrl}/product/${item.id}`)).text();
    const shared = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(shared).toMatch(/\/api\/covers\/[0-9a-f-]{36}\.jpg\?width=640$/);
    const image = await fetch(shared!);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    await screenshot(page, "cover-product");
  });
});
