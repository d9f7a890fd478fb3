import { env } from "cloudflare:workers";
import { vi } from "vitest";

/**
 * Tests have no Workers AI binding (vitest.config.ts), so every engine is offline unless a test provides one. This
 * one is configured but never answers, like a deploy whose binding fails: the engine must fall back and say so. The
 * warning it logs is expected and captured, so it does not reach the test output.
 */
export function unreachableWorkersAi() {
  const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  env.AI = {
    run: async () => {
      throw new Error("Workers AI did not answer");
    },
  } as unknown as Ai;
  return { warnings };
}
