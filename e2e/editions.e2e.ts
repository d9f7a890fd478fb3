import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { registerAccount, signInOnPage, signUpOverApi } from "./accounts";
import { browserForFile, openBrowser, screenshot } from "./browser";

const browser = browserForFile();
const { baseUrl } = browser;

interface Mail {
  subject: string;
  text: string;
  links: string[];
}

async function mailTo(address: string): Promise<Mail[]> {
  const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(address)}`);
  return ((await outbox.json()) as { messages: Mail[] }).messages;
}

const editionMail = async (address: string) =>
  (await mailTo(address)).filter((m) => /^Edition .* is out$/.test(m.subject));

/** A call to the API as a signed-in browser makes it. */
async function api(cookie: string, path: string, init: { method?: string; json?: unknown } = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: { cookie, origin: baseUrl, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** A reader who signs up and buys the product over the API (test mode); their session and purchase. */
async function buyer(prefix: string, productId: number, ip: string) {
  const stamp = Date.now().toString(36);
  const account = {
    username: `${prefix}_${stamp}`,
    email: `${prefix}.${stamp}@example.com`,
    password: "a long enough password",
  };
  const cookie = await signUpOverApi(baseUrl, account, ip);
  const { item } = (await (await api(cookie, `/api/marketplace/item/${productId}`)).json()) as {
    item: { price: number };
  };
  const bought = await api(cookie, "/api/marketplace/purchase", { json: { productId, price: item.price } });
  expect(bought.status).toBe(200);
  const { purchaseId } = (await bought.json()) as { purchaseId: string };
  return { account, cookie, purchaseId };
}

/** The chapters' text of an EPUB the browser saved. */
function epubText(path: string) {
  const files = unzipSync(readFileSync(path));
  return Object.entries(files)
    .filter(([name]) => name.endsWith(".xhtml"))
    .map(([, bytes]) => strFromU8(bytes))
    .join("\n");
}

describe("living books in the browser", () => {
  it("a creator publishes edition 2 of a work; its buyer is told, downloads both, and sees what changed", async () => {
    const creator = browser.page();
    const author = await registerAccount(baseUrl, "author");
    await signInOnPage(creator, baseUrl, author, "/literary");
    const title = `Harbour Days ${Date.now().toString(36)}`;
    const work = await creator.evaluate(async (workTitle) => {
      const response = await fetch("/api/literary/works", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          title: workTitle,
          chapters: [
            { title: "Morning", body: "The boats went out before dawn." },
            { title: "Noon", body: "Nets dried on the wall." },
          ],
        }),
      });
      const { work } = (await response.json()) as { work: { id: string; chapters: { id: string }[] } };
      return { id: work.id, noon: work.chapters[1]!.id };
    }, title);

    await creator.goto(`${baseUrl}/literary?work=${work.id}`);
    await creator.getByRole("button", { name: "List in marketplace" }).click();
    const listing = creator.getByRole("link", { name: "View listing" });
    await listing.waitFor();
    const productId = Number((await listing.getAttribute("href"))!.split("/").pop());

    const reader = await buyer("reader", productId, "198.18.40.1");
    const quiet = await buyer("quiet", productId, "198.18.40.2");
    // The quiet buyer turns off e-mails about this product's editions; the reader fetches edition 1 once.
    expect(
      (await api(quiet.cookie, "/api/marketplace/updates", { method: "PUT", json: { productId, emails: false } }))
        .status,
    ).toBe(200);
    expect((await api(reader.cookie, `/api/marketplace/download/${reader.purchaseId}`)).status).toBe(200);

    // The author rewrites a chapter and publishes the work as edition 2, with notes.
    await creator.evaluate(
      async ({ workId, chapterId }) => {
        await fetch(`/api/literary/works/${workId}/chapters/${chapterId}`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ body: "Nets dried on the harbour wall in the afternoon sun." }),
        });
      },
      { workId: work.id, chapterId: work.noon },
    );
    const form = creator.getByTestId("work-edition-form");
    await form.getByLabel("Edition name").fill("2");
    await form.getByLabel("What changed (release notes)").fill("Noon is longer and sunnier.");
    await form.getByRole("button", { name: "Publish as a new edition" }).click();
    await creator.getByText("Edition 2 is published. Its buyers are being told.").waitFor();
    await screenshot(creator, "editions-publish-from-work");

    // The reader is told once; the quiet buyer is not.
    await expect.poll(async () => (await editionMail(reader.account.email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await editionMail(reader.account.email);
    expect(mail!.text).toContain("Noon is longer and sunnier.");
    expect(await editionMail(quiet.account.email)).toEqual([]);

    // Everyone sees the changelog in the page the worker writes, before any script.
    const html = await (await fetch(`${baseUrl}/product/${productId}`)).text();
    expect(html).toContain("Edition 2");
    expect(html).toContain("Noon is longer and sunnier.");
    expect(html).toContain("Edition 1");

    const readerBrowser = await openBrowser();
    try {
      const page = readerBrowser.page;
      // The buyer's own page: the new edition marked, and every edition with its release notes.
      await signInOnPage(page, baseUrl, reader.account, "/purchases");
      await page.getByTestId("new-edition").filter({ hasText: "New edition 2" }).waitFor();
      await page.getByText("Every edition and its release notes").click();
      await page.getByTestId("edition-downloads").getByText("Noon is longer and sunnier.").waitFor();
      await screenshot(page, "editions-purchases");

      // The e-mail's link is the receipt, where every edition is downloadable.
      await page.goto(mail!.links[0]!);
      const downloads = page.getByTestId("edition-downloads");
      await downloads.waitFor();
      await screenshot(page, "editions-receipt");
      const first = page.waitForEvent("download");
      await downloads.getByRole("link", { name: "Download edition 1" }).click();
      expect(epubText(await (await first).path())).toContain("Nets dried on the wall.");
      const second = page.waitForEvent("download");
      await downloads.getByRole("link", { name: "Download edition 2" }).click();
      expect(epubText(await (await second).path())).toContain("harbour wall in the afternoon sun");

      // On the product page the buyer opens what changed, down to the chapter's words.
      await page.goto(`${baseUrl}/product/${productId}`);
      await page.getByRole("button", { name: "What changed" }).click();
      const changes = page.getByTestId("edition-changes");
      await changes.getByText("5 words added").waitFor();
      await changes.getByRole("button", { name: "Show the text" }).click();
      await page.getByTestId("edition-diff").locator("ins").first().waitFor();
      await screenshot(page, "editions-what-changed");
    } finally {
      await readerBrowser.close();
    }

    // Someone who did not buy gets neither file.
    const stranger = await signUpOverApi(
      baseUrl,
      {
        username: `stranger_${Date.now().toString(36)}`,
        email: `stranger.${Date.now().toString(36)}@example.com`,
        password: "a long enough password",
      },
      "198.18.40.3",
    );
    for (const edition of [1, 2]) {
      const refused = await api(stranger, `/api/marketplace/download/${reader.purchaseId}?edition=${edition}`);
      expect(refused.status).toBe(403);
    }
  });
});
