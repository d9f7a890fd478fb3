import { afterAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import * as authProtocol from "y-protocols/auth";
import { messageAuth, WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { signUpOverApi } from "./accounts";

/**
 * The project document as any Yjs editor joins it: y-websocket's own `WebsocketProvider`, in Node over the `ws`
 * package, against the browser tests' server (docs/collaboration.md, "Connecting your own editor"). No browser.
 */
const baseUrl = inject("baseUrl");
const DOCUMENTS = `${baseUrl.replace(/^http/, "ws")}/api/collaborative/documents`;
const TEXT = "content";

let signUps = 0;
async function member(prefix: string): Promise<{ cookie: string; email: string }> {
  signUps += 1;
  const stamp = `${Date.now().toString(36)}${signUps}`;
  const email = `${prefix}.${stamp}@example.com`;
  const account = { username: `${prefix}_${stamp}`, email, password: "a long enough password" };
  return { cookie: await signUpOverApi(baseUrl, account, `198.51.100.${220 + signUps}`), email };
}

async function api(cookie: string, path: string, method = "GET", body?: unknown) {
  const response = await fetch(`${baseUrl}/api/collaborative${path}`, {
    method,
    headers: { cookie, origin: baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A new project of the owner's: its id. */
async function newProject(owner: string, title: string, description: string): Promise<string> {
  const { project } = (await api(owner, "/projects", "POST", { title, description })) as { project: { id: string } };
  return project.id;
}

/** Invites an account to the project in a role, and has it accept. */
async function addMember(owner: string, projectId: string, role: "editor" | "viewer") {
  const invitee = await member(role);
  await api(owner, `/projects/${projectId}/invite`, "POST", { email: invitee.email, role });
  const { invitations } = (await api(invitee.cookie, "/invitations")) as { invitations: { id: string }[] };
  await api(invitee.cookie, `/invitations/${invitations[0]!.id}/accept`, "POST");
  return invitee;
}

/** `ws`'s client sending the member's cookie and the site's origin, as a browser on the site would. */
function socketWith(cookie: string | null): typeof globalThis.WebSocket {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) } });
    }
  } as unknown as typeof globalThis.WebSocket;
}

interface Client {
  provider: WebsocketProvider;
  doc: Y.Doc;
  text: () => string;
  /** The reasons the room gave for edits it did not take. */
  refusals: string[];
  /** The close code that ended the provider for good, if one did. */
  finalClose: () => number | null;
}

const providers: WebsocketProvider[] = [];
afterAll(() => {
  for (const provider of providers) provider.destroy();
});

function join(cookie: string | null, projectId: string): Client {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(DOCUMENTS, projectId, doc, {
    WebSocketPolyfill: socketWith(cookie),
    disableBc: true,
  });
  providers.push(provider);
  const refusals: string[] = [];
  // The stock handler only logs a refusal; an editor shows it (the web app does the same).
  provider.messageHandlers[messageAuth] = (_encoder, decoder) =>
    authProtocol.readAuthMessage(decoder, doc, (_doc, reason) => refusals.push(reason));
  let closedWith: number | null = null;
  provider.on("closed", (event) => {
    closedWith = event.code;
  });
  return { provider, doc, text: () => doc.getText(TEXT).toString(), refusals, finalClose: () => closedWith };
}

const inSync = (client: Client) => expect.poll(() => client.provider.synced).toBe(true);

describe("a stock y-websocket client", () => {
  it("co-edits the project document: concurrent and offline edits converge, a late joiner catches up, a viewer is refused", async () => {
    const owner = await member("yowner");
    const project = {
      id: await newProject(owner.cookie, "Edited from outside", "A document stock Yjs clients edit together."),
    };
    const editor = await addMember(owner.cookie, project.id, "editor");
    const viewer = await addMember(owner.cookie, project.id, "viewer");

    const a = join(owner.cookie, project.id);
    const b = join(editor.cookie, project.id);
    await inSync(a);
    await inSync(b);

    // Forty inserts, interleaved, neither side waiting for the other.
    for (let i = 0; i < 20; i++) {
      a.doc.getText(TEXT).insert(0, "a");
      b.doc.getText(TEXT).insert(b.text().length, "b");
    }
    await expect.poll(() => a.text().length).toBe(40);
    await expect.poll(() => b.text()).toBe(a.text());

    // The editor goes offline, both keep typing, and the reconnect merges both sides.
    b.provider.disconnect();
    a.doc.getText(TEXT).insert(0, "online ");
    b.doc.getText(TEXT).insert(b.text().length, " offline");
    b.provider.connect();
    await expect.poll(() => a.text()).toMatch(/^online .* offline$/);
    await expect.poll(() => b.text()).toBe(a.text());

    // A late joiner gets the whole document; as a viewer, its edit is refused and reaches nobody.
    const c = join(viewer.cookie, project.id);
    await inSync(c);
    expect(c.text()).toBe(a.text());
    c.doc.getText(TEXT).insert(0, "vandalism ");
    await expect.poll(() => c.refusals).toEqual(["Your role cannot edit this document."]);
    expect(a.text()).not.toContain("vandalism");

    // The room copies the text to D1, where exports and search read it.
    const saved = async () => (await api(owner.cookie, `/projects/${project.id}`)) as { project: { content: string } };
    await expect.poll(async () => (await saved()).project.content).toBe(a.text());
  });

  it("stops for good when refused: signed out, not a member, removed", async () => {
    const owner = await member("yowner");
    const project = { id: await newProject(owner.cookie, "Closed doors", "Who may not join, and who is sent away.") };
    const editor = await addMember(owner.cookie, project.id, "editor");
    const stranger = await member("ystranger");

    const anonymous = join(null, project.id);
    const outsider = join(stranger.cookie, project.id);
    await expect.poll(() => anonymous.finalClose()).toBe(4401);
    await expect.poll(() => outsider.finalClose()).toBe(4404);

    const removed = join(editor.cookie, project.id);
    await inSync(removed);
    const { project: details } = (await api(owner.cookie, `/projects/${project.id}`)) as {
      project: { collaborators: { id: string; role: string }[] };
    };
    const editorId = details.collaborators.find((person) => person.role === "editor")!.id;
    await api(owner.cookie, `/projects/${project.id}/members/${editorId}`, "DELETE");
    // y-websocket emits "closed" only for a close it will not retry.
    await expect.poll(() => removed.finalClose()).toBe(4403);
  });
});
