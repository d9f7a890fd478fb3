import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpOverApi } from "./accounts";
import { type Browser, openBrowser, screenshot } from "./browser";
import { type CompletionRequest, type FakeModel, startFakeModel } from "./fake-model";
import { type LocalServer, startLocalServer } from "./local-server";
import { STREAMING_TEST_PORT } from "./ports";

/** What the fake model writes, one word every PACE_MS: long enough to watch it arrive, and to stop it part-way. */
const WORDS = Array.from(
  { length: 40 },
  (_, i) => ["The", "tide", "came", "in", "slowly", "over", "the", "flats", "that", "morning"][i % 10]!,
);
const PACE_MS = 150;
/** A word no other listing has, so the Spanish visitor's search finds the one listing this run made. */
const STAMP = `marea${Date.now().toString(36)}`;
/** The fake model's Spanish listing, answered to a request to translate a listing: JSON, one word at a time. */
const SPANISH_LISTING = {
  title: `Guía lenta de las mareas ${STAMP}`,
  description: "Una guía breve para leer las mareas de la bahía cada mañana, con tablas y dibujos.",
  tags: ["mareas", "costa"],
  whatYouLearn: ["Leer una tabla de mareas"],
  requirements: [],
  editionNotes: {},
};
const answerFor = (asked: CompletionRequest) =>
  asked.messages?.some((message) => message.content.includes("Translate a product listing"))
    ? JSON.stringify(SPANISH_LISTING).split(" ")
    : WORDS;

let model: FakeModel;
let server: LocalServer;
let browser: Browser;
let cookie: string;

/** A call to the streaming test's own server, as its signed-in author. */
async function api(path: string, body?: unknown, method = body === undefined ? "GET" : "POST") {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { origin: server.baseUrl, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

beforeAll(async () => {
  model = await startFakeModel(answerFor, PACE_MS);
  // A server of its own whose only language model is the local fake (Workers AI cannot run locally and is skipped).
  server = await startLocalServer({
    port: STREAMING_TEST_PORT,
    name: "streaming",
    copyOf: inject("preparedState"),
    devArgs: ["--var", `AI_BASE_URL:${model.baseUrl}`, "--var", "AI_MODEL:fake-writer", "--var", "DEV_OUTBOX:on"],
  });
  const stamp = Date.now().toString(36);
  cookie = await signUpOverApi(
    server.baseUrl,
    { username: `stream_${stamp}`, email: `stream.${stamp}@example.com`, password: "a long enough password" },
    "198.51.100.210",
  );
  browser = await openBrowser();
  const [name, value] = cookie.split("=") as [string, string];
  await browser.page.context().addCookies([{ name, value, url: server.baseUrl }]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});

describe("a chapter written by a streaming model", () => {
  it("appears word by word as the model writes it, can be stopped, and keeps nothing of a stopped run", async () => {
    const { work } = await api("/api/literary/works", {
      title: "The Flats",
      chapters: [
        { title: "Morning", body: "" },
        { title: "Evening", body: "" },
      ],
    });
    const page = browser.page;
    await page.goto(`${server.baseUrl}/literary/${work.id}`);
    await page.getByRole("button", { name: "Write this chapter with AI" }).click();

    // Part of the chapter is on the page while the model is still writing: the Stop button is there.
    const draft = page.getByTestId("job-draft-text");
    await expect.poll(async () => ((await draft.textContent()) ?? "").split(" ").length).toBeGreaterThan(3);
    expect(await page.getByRole("button", { name: "Stop" }).isVisible()).toBe(true);
    expect(((await draft.textContent()) ?? "").split(" ").length).toBeLessThan(WORDS.length);
    await screenshot(page, "streaming-chapter");

    // Then the whole chapter is saved.
    await expect
      .poll(async () => (await api(`/api/literary/works/${work.id}`)).work.chapters[0].body)
      .toBe(WORDS.join(" "));

    // The second chapter is stopped part-way: what arrived stays on the page, nothing is saved, the model stops.
    await page.getByRole("button", { name: "2. Evening" }).click();
    await page.getByRole("button", { name: "Write this chapter with AI" }).click();
    await expect.poll(async () => ((await draft.textContent()) ?? "").split(" ").length).toBeGreaterThan(3);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect
      .poll(() => page.getByText("Stopped: what the model had written is below. It was not saved.").isVisible())
      .toBe(true);
    const kept = (await draft.textContent()) ?? "";
    expect(kept.startsWith("The tide came in")).toBe(true);
    expect(kept.split(" ").length).toBeLessThan(WORDS.length);
    await expect.poll(() => model.abandoned).toBeGreaterThanOrEqual(1);
    expect((await api(`/api/literary/works/${work.id}`)).work.chapters[1].body).toBe("");
    await screenshot(page, "streaming-stopped");
  });
});

describe("a translation by a streaming model", () => {
  it("grows on the page as the model writes it, then shows the whole translation", async () => {
    const page = browser.page;
    await page.goto(`${server.baseUrl}/global`);
    await page.getByLabel("Target language").selectOption("es");
    await page.getByLabel("Content", { exact: true }).fill("The tide came in slowly over the flats that morning.");
    await page.getByRole("button", { name: "Translate", exact: true }).click();
    const draft = page.getByTestId("job-draft-text");
    await expect.poll(async () => ((await draft.textContent()) ?? "").split(" ").length).toBeGreaterThan(3);
    expect(await page.getByRole("button", { name: "Stop" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("translation-result").textContent()).toContain(WORDS.slice(-4).join(" "));
  });
});

describe("a listing translated with a model's draft", () => {
  it("is drafted, edited and saved by its creator, read by a Spanish visitor, and marked out of date", async () => {
    const form = new FormData();
    form.set("title", `The Slow Tides Guide ${STAMP}`);
    form.set("description", "A short guide to reading the tides of the bay every morning, with tables and drawings.");
    form.set("category", "Business & Entrepreneurship");
    form.set("price", "7");
    form.set("file", new File([new TextEncoder().encode("%PDF-1.4\n%tides\n")], "tides.pdf"));
    const listed = await fetch(`${server.baseUrl}/api/marketplace/items`, {
      method: "POST",
      headers: { cookie, origin: server.baseUrl },
      body: form,
    });
    expect(listed.status).toBe(201);
    const { item } = (await listed.json()) as { item: { id: number; slug: string } };

    // The creator asks for a Spanish draft, changes one word of its title and saves it.
    const page = browser.page;
    await page.goto(`${server.baseUrl}/my-products`);
    const section = page.getByTestId("translations-section");
    await section.getByLabel("Language", { exact: true }).selectOption("es");
    await section.getByRole("button", { name: "Draft with AI" }).click();
    const title = section.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).toBe(SPANISH_LISTING.title);
    await title.fill(SPANISH_LISTING.title.replace("lenta", "tranquila"));
    await section.getByRole("button", { name: "Save translation" }).click();
    const saved = section.getByTestId("translation-list").getByText(`Guía tranquila de las mareas ${STAMP}`);
    await expect.poll(() => saved.isVisible()).toBe(true);
    expect(await section.getByText("Drafted by AI, reviewed by you").isVisible()).toBe(true);
    await screenshot(page, "translation-saved");

    // A Spanish visitor finds the card by a word of the Spanish title and opens the Spanish page.
    const visitor = await openBrowser("es-ES");
    try {
      await visitor.page.goto(`${server.baseUrl}/es/marketplace?q=tranquila`);
      const card = visitor.page
        .getByTestId("product-card")
        .filter({ hasText: `Guía tranquila de las mareas ${STAMP}` });
      await card.getByRole("link").first().click();
      await expect
        .poll(() => new URL(visitor.page.url()).pathname)
        .toMatch(new RegExp(`^/es/product/(${item.id}|${item.slug})$`));
      const heading = visitor.page.getByRole("heading", { level: 1 });
      await expect.poll(() => heading.textContent()).toBe(`Guía tranquila de las mareas ${STAMP}`);
      expect(await visitor.page.getByText(SPANISH_LISTING.description).isVisible()).toBe(true);
      await screenshot(visitor.page, "translation-read-in-spanish");
    } finally {
      await visitor.close();
    }

    // The creator rewrites the original's description: the Spanish translation is out of date until confirmed.
    await section.getByLabel("Language", { exact: true }).selectOption("original");
    await section
      .getByLabel("Description", { exact: true })
      .fill("A short guide to the tides of the bay, now with a chapter on storms.");
    await section.getByRole("button", { name: "Save listing" }).click();
    await expect.poll(() => section.getByTestId("out-of-date").isVisible()).toBe(true);
    await screenshot(page, "translation-out-of-date");
    await section.getByRole("button", { name: "Still correct" }).click();
    await expect.poll(() => section.getByTestId("out-of-date").count()).toBe(0);
    const { translations } = await api(`/api/marketplace/items/${item.id}/translations`);
    expect(translations.map((row: { language: string; outOfDate: boolean }) => [row.language, row.outOfDate])).toEqual([
      ["es", false],
    ]);
  });
});
