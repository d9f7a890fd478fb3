import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, readError, registerAccount } from "../test/client";
import { benignText, hostileTexts } from "../text/fixtures/hostile-texts";

/** Every route that reads a pasted text, with the most it takes and the body that carries the text. */
const TEXT_ROUTES: { path: string; maxChars: number; body: (text: string) => Record<string, unknown> }[] = [
  { path: "/api/text/analyze", maxChars: 50_000, body: (content) => ({ content }) },
  { path: "/api/literary/analyze", maxChars: 50_000, body: (content) => ({ content }) },
  { path: "/api/humanizer/demo", maxChars: 50_000, body: (text) => ({ text, level: "maximum" }) },
  { path: "/api/smart-mode", maxChars: 50_000, body: (content) => ({ content, intensity: "maximum" }) },
  { path: "/api/overkill-mode", maxChars: 50_000, body: (content) => ({ content, intensity: "godmode" }) },
  { path: "/api/unified-ai", maxChars: 50_000, body: (content) => ({ content, type: "humanize" }) },
  { path: "/api/translate/detect", maxChars: 20_000, body: (text) => ({ text }) },
];

let cookie = "";
beforeAll(async () => {
  ({ cookie } = await registerAccount());
  env.PLAN_QUOTAS = "off";
});
afterAll(() => {
  env.PLAN_QUOTAS = "on";
});

// Timing belongs to `npm run bench`, which reports each route's worst hostile/benign ratio against its budget.
// Here every hostile text of the largest allowed size must get its answer: a 200 with a result, or the 400 of a
// blank text, never a 5xx, within the test's time.
describe.each(TEXT_ROUTES)("$path with hostile text of the largest allowed size", ({ path, maxChars, body }) => {
  it("answers ordinary prose of that size", async () => {
    const response = await call(path, { json: body(benignText(maxChars)), cookie });
    expect(response.status).toBe(200);
  });

  it.each(Object.entries(hostileTexts(maxChars)))("answers %s", { timeout: 30_000 }, async (_, text) => {
    const response = await call(path, { json: body(text), cookie });
    expect([200, 400]).toContain(response.status);
    if (response.status === 400) {
      expect(text.trim()).toBe("");
      expect((await readError(response)).code).toBe("invalid_input");
    }
  });
});
