import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import type { InferResponseType } from "hono/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient, rawRequest, registerAccount, registerAdmin } from "../../test/client";
import type { literaryRoutes } from "../literary/routes";
import type { marketplaceRoutes } from "../marketplace/routes";
import type { exportRoutes, integrationRoutes, researchRoutes } from "./routes";

const integrations = (cookie?: string) => apiClient<typeof integrationRoutes>("/api/integrations", { cookie });
const researchApi = (cookie: string) => apiClient<typeof researchRoutes>("/api/research", { cookie });
const exportApi = (cookie?: string) => apiClient<typeof exportRoutes>("/api/export", { cookie });
const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });
const marketplace = (cookie: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });

type ExportResult = InferResponseType<ReturnType<typeof exportApi>["google-docs"]["$post"], 200>["result"];
/** The file an export hands back when Google is not connected. */
function exportedFile(result: ExportResult) {
  if (result.kind !== "file") throw new Error(`expected a file to download, got a ${result.kind} export`);
  return result.file;
}
const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

let admin: ReturnType<typeof registerAdmin> | undefined;
const adminCookie = async () => {
  admin ??= registerAdmin();
  return (await admin).cookie;
};

async function listProduct(title: string, description: string) {
  const creator = await registerAccount();
  const slug = `research-${crypto.randomUUID()}`;
  const row = await env.DB.prepare(
    `insert into products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
      file_type, file_size, created_at, updated_at)
     values (?, ?, ?, 'A. Writer', ?, 'Business', 900, ?, 'guide.pdf', 'application/pdf', 4, ?, ?) returning id`,
  )
    .bind(slug, creator.body.user.id, title, description, `products/${slug}.pdf`, Date.now(), Date.now())
    .first<{ id: number }>();
  return row!.id;
}

async function writeWork(cookie: string, title: string, chapter: { title: string; body: string }) {
  const response = await literary(cookie).works.$post({
    json: { title, chapters: [chapter] },
  });
  expect(response.status).toBe(201);
  return (await response.json()).work.id;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of [
    "SLACK_WEBHOOK_URL",
    "DISCORD_WEBHOOK_URL",
    "HUBSPOT_WEBHOOK_URL",
    "GOOGLE_SERVICE_ACCOUNT_JSON",
  ] as const)
    env[name] = undefined;
});

describe("the integrations status", () => {
  it("says which integrations are configured and never shows their settings", async () => {
    const { cookie } = await registerAccount();
    expect((await integrations().status.$get()).status).toBe(401);
    env.SLACK_WEBHOOK_URL = "https://hooks.slack.com/services/T000/B000/secret-part";
    const status = await (await integrations(cookie).status.$get()).json();
    expect(status.integrations).toMatchObject({
      slack: true,
      discord: false,
      hubspot: false,
      googleSheets: false,
    });
    expect(JSON.stringify(status)).not.toContain("secret-part");
  });
});

describe("research", () => {
  it("answers from the platform's own products and the user's own works, and every citation is a real item", async () => {
    const productId = await listProduct(
      "Hydroponic basil at home",
      "A practical guide to hydroponic basil. Hydroponic basil grows fastest under sixteen hours of light.",
    );
    await listProduct("Bookkeeping for bakers", "Ledgers, invoices and taxes for small bakeries.");
    const author = await registerAccount();
    const workId = await writeWork(author.cookie, "Kitchen garden notes", {
      title: "Herbs",
      body: "My hydroponic basil needed a nutrient change every two weeks. Mint was easier.",
    });
    const stranger = await registerAccount();
    await writeWork(stranger.cookie, "Someone else's hydroponic diary", {
      title: "Private",
      body: "Hydroponic basil secrets nobody else may read.",
    });

    const response = await researchApi(author.cookie).enhanced.$post({
      json: { topic: "hydroponic basil", contentType: "research article" },
    });
    expect(response.status).toBe(200);
    const { result } = await response.json();
    const { citations } = result;
    expect(citations.map((c) => [c.kind, c.id])).toEqual([
      ["product", String(productId)],
      ["work", workId],
    ]);
    expect(result.engine).toBe("offline");
    expect(result.research).toContain("Hydroponic basil grows fastest under sixteen hours of light. [1]");
    expect(result.research).toContain(
      "My hydroponic basil needed a nutrient change every two weeks. Mint was easier. [2]",
    );
    expect(result.research).not.toContain("secrets");
    for (const citation of citations) {
      const param = { id: citation.id };
      const cited =
        citation.kind === "product"
          ? await marketplace(author.cookie).item[":id"].$get({ param })
          : await literary(author.cookie).works[":id"].$get({ param });
      expect(cited.status).toBe(200);
    }

    const enhanced = researchApi(author.cookie).enhanced;
    const nothing = await (await enhanced.$post({ json: { topic: "zqxjv quasar" } })).json();
    expect(nothing.result.citations).toEqual([]);
    expect((await enhanced.$post({ json: { topic: "  " } })).status).toBe(400);
  });
});

describe("exports without Google", () => {
  const content =
    '# Findings\n\nBasil likes light.\n\n- =HYPERLINK("http://evil")\n- Water, "weekly"\n\n<b>bold</b> & more';

  it("download a CSV that spreadsheets open, with formulas neutralised", async () => {
    const { cookie } = await registerAccount();
    const { result } = await (
      await exportApi(cookie)["google-sheets"].$post({ json: { content, title: "Basil research" } })
    ).json();
    expect(result.kind).toBe("file");
    expect(result.message).toContain("CSV");
    const file = exportedFile(result);
    expect(file.name).toBe("basil-research.csv");
    const csv = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(decode(file.base64));
    expect(csv.split("\r\n")).toEqual([
      "\uFEFF#,Section,Text",
      "1,Findings,Basil likes light.",
      `2,Findings,"'=HYPERLINK(""http://evil"")"`,
      `3,Findings,"Water, ""weekly"""`,
      "4,Findings,<b>bold</b> & more",
      "",
    ]);
  });

  it("download a Word document with the text, escaped", async () => {
    const { cookie } = await registerAccount();
    const { result } = await (
      await exportApi(cookie)["google-docs"].$post({ json: { content, title: "Basil & co" } })
    ).json();
    const file = exportedFile(result);
    expect(file.name).toBe("basil-co.docx");
    const parts = unzipSync(decode(file.base64));
    expect(Object.keys(parts).sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "docProps/core.xml",
      "word/document.xml",
    ]);
    const document = strFromU8(parts["word/document.xml"]!);
    expect(document).toContain("Basil &amp; co");
    expect(document).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    expect(document).toContain("• Water, &quot;weekly&quot;");
    expect(strFromU8(parts["docProps/core.xml"]!)).toContain("<dc:title>Basil &amp; co</dc:title>");
  });

  it("refuse an empty document and a visitor", async () => {
    const { cookie } = await registerAccount();
    expect((await exportApi(cookie)["google-docs"].$post({ json: { content: " ", title: "x" } })).status).toBe(400);
    expect((await exportApi()["google-sheets"].$post({ json: { content: "a", title: "b" } })).status).toBe(401);
  });
});

describe("exports to Google with a service account", () => {
  it("create a real sheet and doc, signed as the service account and shared with the user", async () => {
    const keys = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const der = new Uint8Array((await crypto.subtle.exportKey("pkcs8", keys.privateKey)) as ArrayBuffer);
    const pem = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...der))}\n-----END PRIVATE KEY-----\n`;
    env.GOOGLE_SERVICE_ACCOUNT_JSON = JSON.stringify({
      client_email: "exporter@project.iam.gserviceaccount.com",
      private_key: pem,
    });

    const requests: { url: string; body: string; authorization: string | null }[] = [];
    let verified = false;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!/googleapis\.com/.test(url)) return realFetch(input, init);
      const sent = String(init?.body ?? "");
      requests.push({ url, body: sent, authorization: new Headers(init?.headers).get("authorization") });
      if (url.startsWith("https://oauth2.googleapis.com/token")) {
        const jwt = new URLSearchParams(sent).get("assertion")!;
        const [header, claims, signature] = jwt.split(".");
        const bytes = (part: string) =>
          Uint8Array.from(atob(part.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
        verified = await crypto.subtle.verify(
          "RSASSA-PKCS1-v1_5",
          keys.publicKey,
          bytes(signature!),
          new TextEncoder().encode(`${header}.${claims}`),
        );
        expect(JSON.parse(new TextDecoder().decode(bytes(claims!)))).toMatchObject({
          iss: "exporter@project.iam.gserviceaccount.com",
          aud: "https://oauth2.googleapis.com/token",
        });
        return Response.json({ access_token: "token-1", expires_in: 3600 });
      }
      if (url === "https://sheets.googleapis.com/v4/spreadsheets")
        return Response.json({
          spreadsheetId: "sheet-1",
          spreadsheetUrl: "https://docs.google.com/spreadsheets/d/sheet-1/edit",
        });
      if (url === "https://docs.googleapis.com/v1/documents") return Response.json({ documentId: "doc-1" });
      return Response.json({});
    });

    const user = await registerAccount();
    const json = { content: "Basil likes light.", title: "Basil" };
    const sheet = await (await exportApi(user.cookie)["google-sheets"].$post({ json })).json();
    expect(sheet.result).toMatchObject({ kind: "google", url: "https://docs.google.com/spreadsheets/d/sheet-1/edit" });
    expect(verified).toBe(true);
    const created = requests.find((r) => r.url === "https://sheets.googleapis.com/v4/spreadsheets")!;
    expect(created.authorization).toBe("Bearer token-1");
    expect(created.body).toContain("Basil likes light.");
    const shared = requests.find((r) => r.url.includes("/drive/v3/files/sheet-1/permissions"))!;
    expect(JSON.parse(shared.body)).toEqual({ type: "user", role: "writer", emailAddress: user.email });

    const doc = await (await exportApi(user.cookie)["google-docs"].$post({ json })).json();
    expect(doc.result).toMatchObject({ kind: "google", url: "https://docs.google.com/document/d/doc-1/edit" });
    expect(
      requests.some((r) => r.url.endsWith("/documents/doc-1:batchUpdate") && r.body.includes("Basil likes light.")),
    ).toBe(true);
  });
});

describe("the Slack, Discord and HubSpot cards", () => {
  it("post a test message to a configured webhook, for admins only, and say what to configure otherwise", async () => {
    const { cookie: member } = await registerAccount();
    const test = (name: "slack" | "discord", cookie: string) =>
      integrations(cookie).test[":name"].$post({ param: { name } });
    expect((await test("slack", member)).status).toBe(403);
    const cookie = await adminCookie();
    const missing = await test("discord", cookie);
    expect(missing.status).toBe(503);
    expect(await missing.text()).toContain("DISCORD_WEBHOOK_URL");

    const delivered: { url: string; body: string }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith("https://hooks.slack.com/")) return realFetch(input, init);
      delivered.push({ url, body: String(init?.body) });
      return new Response("ok");
    });
    env.SLACK_WEBHOOK_URL = "https://hooks.slack.com/services/T000/B000/XXXX";
    const sent = await (await test("slack", cookie)).json();
    expect(sent).toMatchObject({ delivered: true, status: 200 });
    expect(JSON.parse(delivered[0]!.body).text).toContain("the slack integration works");

    env.DISCORD_WEBHOOK_URL = "http://169.254.169.254/latest";
    const refused = await (await test("discord", cookie)).json();
    expect(refused).toMatchObject({
      delivered: false,
      problem: "DISCORD_WEBHOOK_URL is not an https address of discord.",
    });
    // An integration the router's types refuse, so it goes as a raw request.
    expect((await rawRequest("/api/integrations/test/teams", { method: "POST", cookie })).status).toBe(400);
  });
});
