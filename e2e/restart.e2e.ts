import { rmSync } from "node:fs";
import { createConnection } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { signUpOverApi } from "./accounts";
import { type LocalServer, startLocalServer } from "./local-server";
import { RESTART_TEST_PORT } from "./ports";

/** Its own port and state, apart from the browser tests' server. */
const PORT = RESTART_TEST_PORT;

/** Resolves once nothing accepts connections on the port: workerd may outlive wrangler by a moment. */
async function portReleased(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        done(true);
      });
      socket.once("error", () => done(false));
    });
    if (!open) return;
    if (Date.now() > deadline) throw new Error(`port ${port} is still in use after the server stopped`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Calls the API as the browser does: same origin, JSON, the session cookie when given. */
function api(baseUrl: string, cookie?: string) {
  return async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        origin: baseUrl,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
}

const json = (answer: { bytes: Uint8Array }) => JSON.parse(new TextDecoder().decode(answer.bytes));

describe("wrangler dev restarted on the same state", () => {
  it("keeps the session, the work, its package file and the project's chat", async () => {
    const first = await startLocalServer({
      port: PORT,
      name: "restart",
      copyOf: inject("preparedState"),
      keepState: true,
      devArgs: ["--var", "DEV_OUTBOX:on"],
    });
    let second: LocalServer | undefined;
    try {
      const stamp = Date.now().toString(36);
      const account = {
        username: `restart_${stamp}`,
        email: `restart.${stamp}@example.com`,
        password: "correct horse battery",
      };
      const cookie = await signUpOverApi(first.baseUrl, account, "198.51.100.200");
      const onFirst = api(first.baseUrl, cookie);
      const work = json(
        await onFirst("/api/literary/works", {
          title: "Notes Before the Restart",
          description: "A work written before the server went down.",
          chapters: [{ title: "One", body: "The first chapter, written before the restart." }],
        }),
      ).work;
      const built = await onFirst("/api/kdp-packages", { workId: work.id });
      expect(built.status).toBe(201);
      const { package: kdpPackage } = json(built);
      const zipBefore = await onFirst(kdpPackage.downloadUrl);
      expect(zipBefore.status).toBe(200);
      const { project } = json(await onFirst("/api/collaborative/projects", { title: "Restart", description: "Kept" }));
      expect(
        (await onFirst(`/api/collaborative/projects/${project.id}/messages`, { message: "still here?" })).status,
      ).toBe(201);

      await first.stop();
      await portReleased(PORT);
      second = await startLocalServer({ port: PORT, name: "restart", reuseState: first.state });
      const onSecond = api(second.baseUrl, cookie);

      expect(json(await onSecond("/api/auth/me")).user).toMatchObject({ email: account.email });
      const reread = json(await onSecond(`/api/literary/works/${work.id}`)).work;
      expect(reread).toMatchObject({ title: "Notes Before the Restart", chapters: [{ title: "One" }] });
      const zipAfter = await onSecond(kdpPackage.downloadUrl);
      expect(zipAfter.status).toBe(200);
      expect(zipAfter.bytes).toEqual(zipBefore.bytes);
      const history = json(await onSecond(`/api/collaborative/projects/${project.id}/messages`));
      expect(history.messages.map((m: { message: string }) => m.message)).toEqual(["still here?"]);
      // The restarted server still writes: a second message follows the first.
      await onSecond(`/api/collaborative/projects/${project.id}/messages`, { message: "yes" });
      const more = json(await onSecond(`/api/collaborative/projects/${project.id}/messages`));
      expect(more.messages.map((m: { message: string }) => m.message)).toEqual(["still here?", "yes"]);
    } finally {
      await second?.stop();
      await first.stop();
      rmSync(first.state, { recursive: true, force: true });
    }
  }, 120_000);
});
