import { env } from "cloudflare:workers";
import { strFromU8, unzipSync, zipSync } from "fflate";
import type { InferRequestType } from "hono/client";
import { encode as encodeJpeg } from "jpeg-js";
import { describe, expect, it } from "vitest";
import { apiClient, openLink, registerAccount, registerOnPlan } from "../../test/client";
import { writeEveryChapter } from "../../test/works";
import { suggestPrice } from "../literary";
import type { literaryRoutes } from "../literary/routes";
import type { chromeKdpRoutes, kdpPackageRoutes, realKdpRoutes } from "./routes";

const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });
const packages = (cookie: string) => apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie });
type Tier = InferRequestType<ReturnType<typeof packages>["index"]["$post"]>["json"]["tier"];

async function newWork(cookie: string) {
  const response = await literary(cookie).create.$post({
    json: {
      title: "Money After Illness",
      description:
        "A steady guide to household money when illness disrupts income, from the first month to the long run.",
      contentType: "manual",
      industry: "finance",
      chapters: "Taking stock\nTalking to your bank\nBuilding a buffer",
    },
  });
  const { workId } = await response.json();
  await writeEveryChapter(cookie, workId);
  return workId;
}

async function build(cookie: string, workId: string, tier: Tier = "standard") {
  return packages(cookie).index.$post({ json: { workId, tier } });
}

describe("KDP packages", () => {
  it("builds a zip with a valid EPUB 3, the HTML manuscript, metadata and the upload steps", async () => {
    const { cookie } = await registerAccount();
    const workId = await newWork(cookie);
    const response = await build(cookie, workId);
    expect(response.status).toBe(201);
    const built = await response.json();
    expect(built.package.status).toBe("ready");

    // The answer's own download link, followed as the browser does: a zip, not JSON.
    const download = await openLink(built.package.downloadUrl, { cookie });
    expect(download.headers.get("content-disposition")).toBe(
      "attachment; filename=\"money-after-illness-kdp-package.zip\"; filename*=UTF-8''money-after-illness-kdp-package.zip",
    );
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "UPLOAD-STEPS.md",
      "book.epub",
      "cover.jpg",
      "manuscript.html",
      "metadata.json",
    ]);

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
    // Priced for the manual's length (a short test manuscript), not at the bottom of a finished manual's range.
    expect(meta.price).toBe(suggestPrice("manual", meta.wordCount));
    expect(strFromU8(files["UPLOAD-STEPS.md"]!)).toContain("30-45 minutes");
    expect(strFromU8(files["manuscript.html"]!)).toContain("<h2>Building a buffer</h2>");
  });

  it("adds a PDF manuscript to the premium tier", async () => {
    const { cookie } = await registerOnPlan("creator-pro");
    const built = await (await build(cookie, await newWork(cookie), "premium")).json();
    const files = unzipSync(
      new Uint8Array(await (await openLink(built.package.downloadUrl, { cookie })).arrayBuffer()),
    );
    expect(new TextDecoder().decode(files["manuscript.pdf"]!.subarray(0, 5))).toBe("%PDF-");
  });

  it("lists only the user's own packages and serves each only to its owner", async () => {
    const owner = await registerAccount();
    const built = await (await build(owner.cookie, await newWork(owner.cookie))).json();
    const status = await (await packages(owner.cookie).status.$get()).json();
    expect(status).toMatchObject({ totalGenerated: 1, packages: [{ id: built.package.id, status: "ready" }] });
    const stranger = await registerAccount();
    expect((await openLink(built.package.downloadUrl, { cookie: stranger.cookie })).status).toBe(404);
    expect((await (await packages(stranger.cookie).status.$get()).json()).totalGenerated).toBe(0);
    const ownerWork = (await (await literary(owner.cookie).works.$get()).json()).works[0]!.id;
    expect((await build(stranger.cookie, ownerWork)).status).toBe(404);
  });

  it("test-publishes the newest package with a check list and no credentials", async () => {
    const { cookie } = await registerAccount();
    const testPublish = apiClient<typeof realKdpRoutes>("/api/real-kdp", { cookie })["test-publish"];
    expect((await testPublish.$post()).status).toBe(404);
    await build(cookie, await newWork(cookie));
    const response = await testPublish.$post();
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.bookTitle).toBe("Money After Illness");
    expect(body.checks.filter((c) => !c.passed)).toEqual([]);
    expect(body.checks.find((c) => c.name === "Cover")?.detail).toContain("cover.jpg is 1600 × 2560 pixels");
    expect(body.message).toBe('"Money After Illness" passes every check.');
    expect(JSON.stringify(body).toLowerCase()).not.toMatch(/credential|password/);
  });

  it("fails the cover check of a package that lacks its cover, and of one whose cover is the wrong shape", async () => {
    const { cookie } = await registerAccount();
    const testPublish = apiClient<typeof realKdpRoutes>("/api/real-kdp", { cookie })["test-publish"];
    const built = await (await build(cookie, await newWork(cookie))).json();
    if (!("package" in built)) throw new Error(JSON.stringify(built));
    const [row] = await env.DB.prepare("select zip_key from kdp_packages where id = ?")
      .bind(built.package.id)
      .raw<[string]>();
    const zipKey = row![0];
    const files = unzipSync(new Uint8Array(await (await env.BUCKET.get(zipKey))!.arrayBuffer()));
    const repackage = async (changed: Record<string, Uint8Array | undefined>) => {
      const next = Object.fromEntries(
        Object.entries({ ...files, ...changed }).filter((entry): entry is [string, Uint8Array] => Boolean(entry[1])),
      );
      await env.BUCKET.put(zipKey, zipSync(next));
      return (await testPublish.$post()).json();
    };

    const without = await repackage({ "cover.jpg": undefined });
    expect(without.checks.find((c) => c.name === "Cover")).toMatchObject({ passed: false });
    expect(without.checks.find((c) => c.name === "Cover")?.detail).toContain("No cover.jpg in the package");
    expect(without.success).toBe(true);

    const square = encodeJpeg({ width: 1000, height: 1000, data: new Uint8Array(1000 * 1000 * 4).fill(200) }, 80).data;
    const wrongShape = await repackage({ "cover.jpg": square });
    expect(wrongShape.checks.find((c) => c.name === "Cover")).toMatchObject({
      passed: false,
      detail: "cover.jpg is 1000 × 1000 pixels; KDP wants at least 625 × 1,000, about 1.6 times as tall as wide.",
    });
  });
});

describe("browser automation", () => {
  it("is not offered: it answers the manual path and refuses any body with a password", async () => {
    const { cookie } = await registerAccount();
    const automation = apiClient<typeof chromeKdpRoutes>("/api/chrome-kdp-automation", { cookie });
    const answer = await (await automation.index.$post({ json: {} })).json();
    expect(answer).toMatchObject({ success: false, booksPublished: 0, manualAlternative: "/kdp-packages" });
    const withPassword = await automation.index.$post({ json: { password: "hunter2" } });
    expect(withPassword.status).toBe(400);
    expect(await withPassword.text()).not.toContain("hunter2");
  });
});
