import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { recordImageUses } from "../../ai/metering";
import { apiClient, readError, registerAccount } from "../../test/client";
import type { humanizerRoutes } from "./routes";

const markers = (n: number) => Array.from({ length: n }, (_, i) => `[IMAGE: picture ${i + 1}, sketch]`).join("\n");

describe("images per request", () => {
  it("are at most 10: more is refused before the allowance is spent", async () => {
    const { cookie } = await registerAccount();
    const api = apiClient<typeof humanizerRoutes>("/api", { cookie });
    const tooMany = await api["unified-ai"].$post({ json: { content: markers(11), type: "visual" } });
    expect(tooMany.status).toBe(400);
    expect((await readError(tooMany)).message).toMatch(/asks for 11 images; one request makes at most 10/);
    // The free plan's single humanizer use is still there.
    const ten = await api["unified-ai"].$post({ json: { content: markers(10), type: "visual" } });
    expect(ten.status).toBe(200);
    expect((await ten.json()).result.images).toHaveLength(10);
  });

  it("drawn by an image model are metered one row each", async () => {
    const { body } = await registerAccount();
    await recordImageUses(createDatabase(env.DB), body.user.id, "@cf/test/image-model", 3);
    const rows = await env.DB.prepare("select tool, engine, model from ai_usage where user_id = ?")
      .bind(body.user.id)
      .all();
    expect(rows.results).toEqual(
      Array.from({ length: 3 }, () => ({
        tool: "image-generation",
        engine: "workers-ai",
        model: "@cf/test/image-model",
      })),
    );
  });
});
