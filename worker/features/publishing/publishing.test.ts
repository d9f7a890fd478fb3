import { exports } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, registerAccount } from "../../test/client";

async function newWork(cookie: string) {
  const response = await call("/api/literary/create", {
    json: {
      title: "Money After Illness",
      description:
        "A steady guide to household money when illness disrupts income, from the first month to the long run.",
      contentType: "manual",
      industry: "finance",
      chapters: "Taking stock\nTalking to your bank\nBuilding a buffer",
    },
    cookie,
  });
  return ((await response.json()) as { workId: string }).workId;
}

async function build(cookie: string, workId: string, tier = "standard") {
  return call("/api/kdp-packages", { json: { workId, tier }, cookie });
}

describe("KDP packages", () => {
  it("builds a zip with a valid EPUB 3, the HTML manuscript, metadata and the upload steps", async () => {
    const { cookie } = await registerAccount();
    const workId = await newWork(cookie);
    const response = await build(cookie, workId);
    expect(response.status).toBe(201);
    const built = (await response.json()) as {
      package: { id: string; status: string; downloadUrl: string; pages: number };
    };
    expect(built.package.status).toBe("ready");

    const download = await call(built.package.downloadUrl, { cookie });
    expect(download.headers.get("content-disposition")).toBe(
      'attachment; filename="money-after-illness-kdp-package.zip"',
    );
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["UPLOAD-STEPS.md", "book.epub", "manuscript.html", "metadata.json"]);

    const epubBytes = files["book.epub"]!;
    expect(new TextDecoder().decode(epubBytes.subarray(30, 58))).toBe("mimetypeapplication/epub+zip");
    const epub = unzipSync(epubBytes);
    expect(Object.keys(epub)[0]).toBe("mimetype");
    const opfPath = /full-path="([^"]+)"/.exec(strFromU8(epub["META-INF/container.xml"]!))![1]!;
    const opf = strFromU8(epub[opfPath]!);
    for (const [, href] of opf.matchAll(/<item [^>]*href="([^"]+)"/g))
      expect(epub[`OEBPS/${href}`], href).toBeDefined();
    expect([...opf.matchAll(/href="(chapter-\d+\.xhtml)"/g)].map((m) => m[1])).toEqual([
      "chapter-001.xhtml",
      "chapter-002.xhtml",
      "chapter-003.xhtml",
    ]);
    expect(strFromU8(epub["OEBPS/chapter-002.xhtml"]!)).toContain("<h1>Talking to your bank</h1>");

    const meta = JSON.parse(strFromU8(files["metadata.json"]!)) as {
      title: string;
      keywords: string[];
      categories: string[];
      estimatedPages: number;
      wordCount: number;
      language: string;
      price: number;
    };
    expect(meta.title).toBe("Money After Illness");
    expect(meta.keywords).toHaveLength(7);
    expect(meta.categories).toHaveLength(2);
    expect(meta.estimatedPages).toBe(Math.ceil(meta.wordCount / 250));
    expect(meta.price).toBeGreaterThanOrEqual(147);
    expect(strFromU8(files["UPLOAD-STEPS.md"]!)).toContain("30-45 minutes");
    expect(strFromU8(files["manuscript.html"]!)).toContain("<h2>Building a buffer</h2>");
  });

  it("adds a PDF manuscript to the premium tier", async () => {
    const { cookie } = await registerAccount();
    const built = (await (await build(cookie, await newWork(cookie), "premium")).json()) as {
      package: { downloadUrl: string };
    };
    const files = unzipSync(new Uint8Array(await (await call(built.package.downloadUrl, { cookie })).arrayBuffer()));
    expect(new TextDecoder().decode(files["manuscript.pdf"]!.subarray(0, 5))).toBe("%PDF-");
  });

  it("lists only the user's own packages and serves each only to its owner", async () => {
    const owner = await registerAccount();
    const built = (await (await build(owner.cookie, await newWork(owner.cookie))).json()) as {
      package: { id: string; downloadUrl: string };
    };
    const status = (await (await call("/api/kdp-packages/status", { cookie: owner.cookie })).json()) as {
      packages: { id: string; status: string }[];
      totalGenerated: number;
    };
    expect(status).toMatchObject({ totalGenerated: 1, packages: [{ id: built.package.id, status: "ready" }] });
    const stranger = await registerAccount();
    expect((await call(built.package.downloadUrl, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (
        (await (await call("/api/kdp-packages/status", { cookie: stranger.cookie })).json()) as {
          totalGenerated: number;
        }
      ).totalGenerated,
    ).toBe(0);
    const ownerWork = (
      (await (await call("/api/literary/works", { cookie: owner.cookie })).json()) as { works: { id: string }[] }
    ).works[0]!.id;
    expect((await build(stranger.cookie, ownerWork)).status).toBe(404);
  });

  it("test-publishes the newest package with a check list and no credentials", async () => {
    const { cookie } = await registerAccount();
    expect((await call("/api/real-kdp/test-publish", { method: "POST", cookie })).status).toBe(404);
    await build(cookie, await newWork(cookie));
    const response = await call("/api/real-kdp/test-publish", { method: "POST", cookie });
    const body = (await response.json()) as Record<string, unknown> & {
      success: boolean;
      bookTitle: string;
      checks: { name: string; passed: boolean }[];
    };
    expect(body.success).toBe(true);
    expect(body.bookTitle).toBe("Money After Illness");
    expect(body.checks.filter((c) => !c.passed).map((c) => c.name)).toEqual(["Cover"]);
    expect(JSON.stringify(body).toLowerCase()).not.toMatch(/credential|password/);
  });
});

describe("browser automation", () => {
  it("is not offered: it answers the manual path and refuses any body with a password", async () => {
    const { cookie } = await registerAccount();
    const answer = (await (await call("/api/chrome-kdp-automation", { json: {}, cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(answer).toMatchObject({ success: false, booksPublished: 0, manualAlternative: "/kdp-packages" });
    const withPassword = await exports.default.fetch(`${ORIGIN}/api/chrome-kdp-automation`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ password: "hunter2" }),
    });
    expect(withPassword.status).toBe(400);
    expect(await withPassword.text()).not.toContain("hunter2");
  });
});
