import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../schema/db";
import type { integrationRoutes } from "../features/integrations/routes";
import { checkHealth } from "../features/system-status/health-check";
import { apiClient, registerAccount } from "../test/client";
import { unreachableWorkersAi } from "../test/fake-ai";
import { forgetReachability, PROBE_TTL_MS, reachableEngines } from "./reachability";

const MODEL_SERVER = "https://llm.example.test/v1";

/** A fake OpenAI-compatible server: its model list answers while `up` says so; every other address goes through. */
function fakeModelServer() {
  const server = { up: true, asked: 0 };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(MODEL_SERVER)) return realFetch(input, init);
    server.asked += 1;
    if (!server.up) throw new TypeError("connection refused");
    expect(url).toBe(`${MODEL_SERVER}/models`);
    return Response.json({ object: "list", data: [{ id: "fake-writer", object: "model" }] });
  });
  env.AI_BASE_URL = MODEL_SERVER;
  env.AI_MODEL = "fake-writer";
  return server;
}

const languageModelConnected = async () => {
  const { cookie } = await registerAccount();
  const status = await (
    await apiClient<typeof integrationRoutes>("/api/integrations", { cookie }).status.$get()
  ).json();
  return status.integrations.languageModel;
};

afterEach(() => {
  forgetReachability();
  env.AI = undefined as unknown as Ai;
  env.AI_BASE_URL = undefined;
  env.AI_MODEL = undefined;
});

describe("whether a language model is reachable", () => {
  it("is no for a Workers AI binding that does not answer, on the status and the integrations pages", async () => {
    unreachableWorkersAi();
    env.AI_MODEL_FAST = "@cf/meta/llama-3.1-8b-instruct-fast";
    expect(await reachableEngines(env)).toEqual(["offline"]);
    const health = await checkHealth(createDatabase(env.DB), env, Date.now() + 60_000);
    expect(health.checks.ai).toEqual({ ok: true, engines: ["workers-ai", "offline"], reachable: ["offline"] });
    expect(await languageModelConnected()).toBe(false);
  });

  it("is yes for an OpenAI-compatible server that lists its models, and no once it stops answering", async () => {
    const server = fakeModelServer();
    const start = Date.now();
    expect(await reachableEngines(env, start)).toEqual(["openai-compatible", "offline"]);
    expect(await languageModelConnected()).toBe(true);
    server.up = false;
    // Trusted for a few minutes: the server is not asked again within them…
    const asked = server.asked;
    expect(await reachableEngines(env, start + PROBE_TTL_MS - 1)).toEqual(["openai-compatible", "offline"]);
    expect(server.asked).toBe(asked);
    // …and then it is, and its silence shows.
    expect(await reachableEngines(env, start + PROBE_TTL_MS)).toEqual(["offline"]);
    expect(server.asked).toBe(asked + 1);
  });

  it("asks again at once when the configuration changes", async () => {
    expect(await reachableEngines(env)).toEqual(["offline"]);
    fakeModelServer();
    expect(await reachableEngines(env)).toEqual(["openai-compatible", "offline"]);
  });
});
