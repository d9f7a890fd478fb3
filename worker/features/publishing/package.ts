import { strToU8, type ZipOptions, zipSync } from "fflate";
import type { KdpTier } from "../../../schema/literary-enums";
import type { PdfOmission } from "../../../schema/publishing-enums";
import { countOf } from "../../common/number-format";
import type { FontFileReader } from "../../files/fonts/font-files";
import { buildTextPdf, type TextPdf } from "../../files/pdf/text-pdf";
import type { WordRanks } from "../../text/word-ranks";
import { type BookSource, manuscriptHtml, workEpub } from "../literary";
import { keywordsFor } from "./keywords";
import { uploadSteps } from "./upload-steps";

export const WORDS_PER_PAGE = 250;

export interface PackageMetadata {
  title: string;
  subtitle: string;
  author: string;
  description: string;
  keywords: string[];
  categories: [string, string];
  language: string;
  price: number;
  estimatedPages: number;
  wordCount: number;
  tier: KdpTier;
}

/** The PDF manuscript of the premium tier: the chapters' text without Markdown's heading marks and underscores. */
function manuscriptPdf(book: BookSource, meta: PackageMetadata, fonts: FontFileReader): Promise<TextPdf> {
  return buildTextPdf(
    {
      title: book.title,
      subtitle: meta.subtitle,
      author: book.author,
      language: book.language,
      sections: book.chapters.map((c) => ({
        heading: c.title,
        body: c.body.replace(/^#{1,6}\s+/gm, "").replace(/^_(.*)_$/gm, "$1"),
      })),
    },
    fonts,
  );
}

export interface BuiltPackage {
  zip: Uint8Array;
  /** Why a premium package has no PDF; null when it has one, or its tier has none. */
  pdfOmission: PdfOmission | null;
  /** The manuscript PDF's pages when there is one, else the estimate from the word count. */
  pages: number;
}

/**
 * The package: EPUB 3, HTML manuscript, metadata.json and UPLOAD-STEPS.md. Premium adds a PDF manuscript, set in
 * fonts read through `fonts`, unless its text cannot be set (UPLOAD-STEPS.md then says why).
 */
export async function buildPackageZip(
  book: BookSource,
  meta: PackageMetadata,
  fonts: FontFileReader,
  /** The ebook cover, a 1,600 × 2,560 JPEG, packaged as cover.jpg. */
  cover?: Uint8Array,
): Promise<BuiltPackage> {
  const mtime = new Date(book.updatedAt);
  const pdf = meta.tier === "premium" ? await manuscriptPdf(book, meta, fonts) : undefined;
  // With a manuscript PDF the page count is the PDF's own, not an estimate from the words.
  const described = pdf?.bytes ? { ...meta, estimatedPages: pdf.pages } : meta;
  const files: Record<string, [Uint8Array, ZipOptions]> = {
    "book.epub": [workEpub(book), { mtime }],
    "manuscript.html": [strToU8(manuscriptHtml(book)), { mtime }],
    "metadata.json": [strToU8(JSON.stringify(described, null, 2)), { mtime }],
    "UPLOAD-STEPS.md": [strToU8(uploadSteps(described, pdf, cover !== undefined)), { mtime }],
  };
  // A JPEG is compressed already.
  if (cover) files["cover.jpg"] = [cover, { mtime, level: 0 }];
  // The PDF's streams are compressed already.
  if (pdf?.bytes) files["manuscript.pdf"] = [pdf.bytes, { mtime, level: 0 }];
  return { zip: zipSync(files), pdfOmission: pdf?.omission ?? null, pages: described.estimatedPages };
}

export function metadataFor(
  book: BookSource,
  tier: KdpTier,
  categories: [string, string],
  wordCount: number,
  priceDollars: number,
  extraKeywords: string[],
  wordRanks: WordRanks | null,
): PackageMetadata {
  return {
    title: book.title,
    subtitle: book.description.split(/(?<=[.!?])\s/)[0]?.slice(0, 180) ?? "",
    author: book.author,
    description: book.description || `${book.title}, in ${countOf(book.chapters.length, "chapter", "chapters")}.`,
    keywords: keywordsFor(book, extraKeywords, wordRanks),
    categories,
    language: book.language,
    price: priceDollars,
    estimatedPages: Math.max(1, Math.ceil(wordCount / WORDS_PER_PAGE)),
    wordCount,
    tier,
  };
}
