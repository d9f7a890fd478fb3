import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpOverApi } from "./accounts";
import { type Browser, openBrowser, screenshot } from "./browser";
import { type FakeModel, startFakeModel } from "./fake-model";
import { type LocalServer, startLocalServer } from "./local-server";
import { STREAMING_TEST_PORT } from "./ports";

/** What the fake model writes, one word every PACE_MS: long enough to watch it arrive, and to stop it part-way. */
const WORDS = Array.from(
  { length: 40 },
  (_, i) => ["The", "tide", "came", "in", "slowly", "over", "the", "flats", "that", "morning"][i % 10]!,
);
const PACE_MS = 150;

let model: FakeModel;
let server: LocalServer;
let browser: Browser;
let cookie: string;

/** A call to the streaming test's own server, as its signed-in author. */
async function api(path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { origin: server.baseUrl, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

beforeAll(async () => {
  model = await startFakeModel(WORDS, PACE_MS);
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
