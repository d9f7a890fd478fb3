import { and, desc, eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import type { Database } from "../../../schema/db";
import type { KdpTier } from "../../../schema/literary-enums";
import { kdpPackages } from "../../../schema/publishing";
import { logActivity } from "../../activity/log";
import { COVER_WIDTHS, workCoverBackground } from "../../common/covers";
import type { Env } from "../../env";
import { assetFontReader } from "../../files/fonts/font-files";
import { imageInfo } from "../../files/image/image-info";
import { renderTypographicCover } from "../../files/image/typographic-cover";
import { ApiError } from "../../http/errors";
import { loadWordRanks } from "../../text/word-ranks";
import { getWork, requireWrittenChapters, suggestPrice } from "../literary";
import { KDP_CATEGORY_NAMES, suggestCategories } from "./categories";
import { KEYWORD_COUNT } from "./keywords";
import { buildPackageZip, metadataFor, type PackageMetadata } from "./package";

/** KDP's limit for an eBook manuscript file. */
export const KDP_MAX_MANUSCRIPT_BYTES = 650 * 1024 * 1024;

/** Builds a work's package and stores it in R2; the row says "processing" until the zip is there, "failed" if it never is. */
/** How many packages of one work are kept; each build is a new zip, and older ones are deleted with their files. */
export const PACKAGES_KEPT_PER_WORK = 5;

async function pruneOldPackages(db: Database, env: Env, userId: string, workId: string): Promise<void> {
  const old = await db
    .select({ id: kdpPackages.id, zipKey: kdpPackages.zipKey })
    .from(kdpPackages)
    .where(and(eq(kdpPackages.userId, userId), eq(kdpPackages.workId, workId)))
    .orderBy(desc(kdpPackages.generatedAt))
    .limit(100)
    .offset(PACKAGES_KEPT_PER_WORK);
  if (old.length === 0) return;
  const keys = old.flatMap((row) => (row.zipKey ? [row.zipKey] : []));
  if (keys.length) await env.BUCKET.delete(keys);
  await db.delete(kdpPackages).where(
    inArray(
      kdpPackages.id,
      old.map((row) => row.id),
    ),
  );
}

export async function buildPackage(
  db: Database,
  env: Env,
  user: { id: string; displayName: string },
  workId: string,
  tier: KdpTier,
  /** The creator's two categories; without them, the two the work's words suggest. */
  chosenCategories?: [string, string],
) {
  const work = await getWork(db, user.id, workId);
  if (work.chapters.length === 0) throw new ApiError(400, "invalid_input", "The work has no chapters to package yet.");
  requireWrittenChapters(work);
  const id = crypto.randomUUID();
  const price = suggestPrice(work.contentType, work.wordCount);
  await db
    .insert(kdpPackages)
    .values({ id, userId: user.id, workId, tier, status: "processing", title: work.title, generatedAt: Date.now() });
  try {
    const book = {
      id: work.id,
      title: work.title,
      author: user.displayName,
      description: work.settings.description,
      language: work.language,
      chapters: work.chapters,
      updatedAt: work.updatedAt,
    };
    // The kind of work is an English phrase ("e book"): a keyword only for a book in English.
    const english = book.language.toLowerCase().startsWith("en");
    const kind = english ? [work.contentType.replace("-", " ")] : [];
    const ranks = await loadWordRanks(env.ASSETS, book.language);
    const categories = chosenCategories ?? suggestCategories(book, work.settings.industry);
    const meta = metadataFor(book, tier, categories, work.wordCount, price, kind, ranks);
    const fonts = assetFontReader(env.ASSETS);
    const coverText = { title: work.title, author: user.displayName, background: workCoverBackground(work.title) };
    const cover = await renderTypographicCover(coverText, COVER_WIDTHS.full, work.language, fonts);
    const { zip, pdfOmission, pages } = await buildPackageZip(book, meta, fonts, cover);
    const zipKey = `packages/${user.id}/${id}.zip`;
    await env.BUCKET.put(zipKey, zip, { httpMetadata: { contentType: "application/zip" } });
    const [row] = await db
      .update(kdpPackages)
      .set({
        status: "ready",
        zipKey,
        zipSize: zip.byteLength,
        pages,
        wordCount: work.wordCount,
        priceCents: Math.round(price * 100),
        pdfOmission,
        generatedAt: Date.now(),
      })
      .where(eq(kdpPackages.id, id))
      .returning();
    await pruneOldPackages(db, env, user.id, workId);
    await logActivity(db, { userId: user.id, kind: "package_built", subject: work.title, link: "/kdp-packages" });
    return row!;
  } catch (error) {
    await db.update(kdpPackages).set({ status: "failed" }).where(eq(kdpPackages.id, id));
    throw error;
  }
}

export async function listPackages(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(kdpPackages)
    .where(eq(kdpPackages.userId, userId))
    .orderBy(desc(kdpPackages.generatedAt));
  return rows.map(({ zipKey: _key, userId: _user, ...row }) => ({
    ...row,
    price: row.priceCents / 100,
    downloadUrl: row.status === "ready" || row.status === "published" ? `/api/kdp-packages/download/${row.id}` : null,
  }));
}

/** The package's zip for its owner; another user's id is the same 404 as an unknown one. */
export async function openPackage(db: Database, env: Env, userId: string, packageId: string) {
  const [row] = await db
    .select()
    .from(kdpPackages)
    .where(and(eq(kdpPackages.id, packageId), eq(kdpPackages.userId, userId)))
    .limit(1);
  if (!row?.zipKey) throw new ApiError(404, "not_found", "No such package.");
  const object = await env.BUCKET.get(row.zipKey);
  if (!object) throw new ApiError(404, "not_found", "The package file is missing; build it again.");
  return { row, object };
}

export interface PublishCheck {
  name: string;
  passed: boolean;
  detail: string;
}

function checkEpub(epub: Uint8Array): PublishCheck[] {
  const checks: PublishCheck[] = [];
  const firstEntry = new TextDecoder().decode(epub.subarray(30, 58));
  checks.push({
    name: "EPUB mimetype",
    passed: firstEntry === "mimetypeapplication/epub+zip",
    detail: "The first entry is an uncompressed 'mimetype' reading application/epub+zip.",
  });
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(epub);
  } catch {
    return [...checks, { name: "EPUB archive", passed: false, detail: "The EPUB is not a readable zip archive." }];
  }
  const container = files["META-INF/container.xml"] ? strFromU8(files["META-INF/container.xml"]) : "";
  const opfPath = /full-path="([^"]+)"/.exec(container)?.[1];
  checks.push({
    name: "Container",
    passed: Boolean(opfPath && files[opfPath]),
    detail: opfPath
      ? `META-INF/container.xml points to ${opfPath}.`
      : "META-INF/container.xml is missing or names no package document.",
  });
  if (!opfPath || !files[opfPath]) return checks;
  const opf = strFromU8(files[opfPath]);
  const base = opfPath.includes("/") ? opfPath.slice(0, opfPath.lastIndexOf("/") + 1) : "";
  const hrefs = [...opf.matchAll(/<item [^<>]*>/g)].flatMap((item) => /\shref="([^"]+)"/.exec(item[0])?.[1] ?? []);
  const missing = hrefs.filter((href) => !files[base + href]);
  checks.push({
    name: "Manifest",
    passed: missing.length === 0,
    detail: missing.length
      ? `Missing files: ${missing.join(", ")}.`
      : `All ${hrefs.length} files listed in the package document are present.`,
  });
  const metadata = ["dc:title", "dc:creator", "dc:language", "dc:identifier"].filter(
    (tag) => !new RegExp(`<${tag}[^>]*>[^<]+</${tag}>`).test(opf),
  );
  checks.push({
    name: "Book metadata",
    passed: metadata.length === 0,
    detail: metadata.length ? `Missing: ${metadata.join(", ")}.` : "Title, author, language and identifier are set.",
  });
  checks.push({
    name: "Navigation",
    passed: /properties="nav"/.test(opf),
    detail: "An EPUB 3 navigation document (table of contents) is declared.",
  });
  const chapters = hrefs.filter((href) => /^chapter-\d+\.xhtml$/.test(href)).length;
  checks.push({
    name: "Chapters",
    passed: chapters > 0,
    detail: `${chapters} chapter file${chapters === 1 ? "" : "s"}.`,
  });
  return checks;
}

/** KDP's ebook cover: a JPEG at least 625 × 1,000 pixels, at most 10,000 on a side, about 1.6 times as tall as wide. */
const KDP_COVER = { minWidth: 625, minHeight: 1000, maxSide: 10_000, ratio: 1.6, ratioTolerance: 0.1 };

/** The package's cover.jpg, read from its own bytes, against what KDP's uploader accepts. */
export function checkCover(bytes: Uint8Array | undefined): PublishCheck {
  if (!bytes) {
    return {
      name: "Cover",
      passed: false,
      detail:
        "No cover.jpg in the package: upload one on KDP or make it with Cover Creator (step 6 of UPLOAD-STEPS.md).",
    };
  }
  const info = imageInfo(bytes);
  if (info?.type !== "image/jpeg") return { name: "Cover", passed: false, detail: "cover.jpg is not a JPEG image." };
  const { width, height } = info;
  const ratio = height / width;
  const passed =
    width >= KDP_COVER.minWidth &&
    height >= KDP_COVER.minHeight &&
    Math.max(width, height) <= KDP_COVER.maxSide &&
    Math.abs(ratio - KDP_COVER.ratio) <= KDP_COVER.ratioTolerance;
  return {
    name: "Cover",
    passed,
    detail: passed
      ? `cover.jpg is ${width} × ${height} pixels, as KDP wants (at least 625 × 1,000, about 1.6 times as tall as wide).`
      : `cover.jpg is ${width} × ${height} pixels; KDP wants at least 625 × 1,000, about 1.6 times as tall as wide.`,
  };
}

/**
 * Validates the user's newest package the way KDP's uploader would care about: EPUB structure, metadata, size and
 * cover. It reports each check; it never signs in anywhere and never returns credentials of any kind.
 */
export async function testPublish(db: Database, env: Env, userId: string) {
  const [newest] = await db
    .select()
    .from(kdpPackages)
    .where(and(eq(kdpPackages.userId, userId), eq(kdpPackages.status, "ready")))
    .orderBy(desc(kdpPackages.generatedAt))
    .limit(1);
  if (!newest) throw new ApiError(404, "not_found", "Build a KDP package first, then test it here.");
  const { object } = await openPackage(db, env, userId, newest.id);
  const files = unzipSync(new Uint8Array(await object.arrayBuffer()));
  const epub = files["book.epub"];
  const checks: PublishCheck[] = epub
    ? checkEpub(epub)
    : [{ name: "EPUB", passed: false, detail: "The package has no book.epub." }];
  const meta = files["metadata.json"] ? (JSON.parse(strFromU8(files["metadata.json"])) as PackageMetadata) : null;
  checks.push({
    name: "Listing details",
    passed: Boolean(
      meta?.title &&
        meta.author &&
        meta.description.length >= 30 &&
        meta.keywords.length === KEYWORD_COUNT &&
        meta.categories.length === 2,
    ),
    detail: meta
      ? `Description ${meta.description.length} characters, ${meta.keywords.length} keywords, ${meta.categories.length} categories.`
      : "metadata.json is missing.",
  });
  checks.push({
    name: "File size",
    passed: (epub?.byteLength ?? 0) < KDP_MAX_MANUSCRIPT_BYTES,
    detail: `book.epub is ${((epub?.byteLength ?? 0) / 1024).toFixed(0)} KB (KDP accepts up to 650 MB).`,
  });
  checks.push(checkCover(files["cover.jpg"]));
  const blocking = checks.filter((check) => !check.passed && check.name !== "Cover");
  return {
    success: blocking.length === 0,
    status: blocking.length === 0 ? "ready-to-upload" : "needs-fixes",
    bookTitle: newest.title,
    packageId: newest.id,
    message:
      blocking.length === 0
        ? checks.every((check) => check.passed)
          ? `"${newest.title}" passes every check.`
          : `"${newest.title}" passes every check except the cover, which you add on KDP.`
        : `${blocking.length} check${blocking.length === 1 ? "" : "s"} failed: ${blocking.map((c) => c.name).join(", ")}.`,
    checks,
  };
}

/** The categories a work's package would get, and every one the creator may choose instead. */
export async function categoryChoices(db: Database, userId: string, workId: string) {
  const work = await getWork(db, userId, workId);
  return {
    success: true as const,
    suggested: suggestCategories(
      { title: work.title, chapters: work.chapters, language: work.language },
      work.settings.industry,
    ),
    choices: KDP_CATEGORY_NAMES,
  };
}
