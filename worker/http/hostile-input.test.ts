import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, readError, registerOnPlan } from "../test/client";
import { benignText, HOSTILE_TEXT_ROUTES, hostileTexts } from "../test/fixtures/hostile-texts";

let cookie = "";
beforeAll(async () => {
  // The Professional plan opens every route of the table (the content factory and pipeline are gated).
  ({ cookie } = await registerOnPlan("professional"));
  env.PLAN_QUOTAS = "off";
});
afterAll(() => {
  env.PLAN_QUOTAS = "on";
});

// Timing belongs to `npm run bench`, which reports each route's worst hostile/benign ratio against its budget.
// Here every hostile text of the largest allowed size must get its answer: a 200 with a result, or the 400 of a
// blank text, never a 5xx, within the test's time. The routes come as a table of paths and bodies shared with the
// bench, which no one typed client expresses, so each request goes raw.
describe.each(HOSTILE_TEXT_ROUTES)(
  "$path with hostile text of the largest allowed size",
  ({ path, maxChars, body, ok = 200 }) => {
    it("answers ordinary prose of that size", async () => {
      const response = await rawRequest(path, { json: body(benignText(maxChars)), cookie });
      expect(response.status).toBe(ok);
    });

    it.each(Object.entries(hostileTexts(maxChars)))("answers %s", { timeout: 30_000 }, async (_, text) => {
      const response = await rawRequest(path, { json: body(text), cookie });
      expect([ok, 400]).toContain(response.status);
      if (response.status === 400) {
        expect(text.trim()).toBe("");
        expect((await readError(response)).code).toBe("invalid_input");
      }
    });
  },
);
