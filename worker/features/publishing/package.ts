import { strToU8, zipSync } from "fflate";
import type { KdpTier } from "../../../schema/literary-enums";
import { buildTextPdf } from "../../files/pdf";
import { type BookSource, manuscriptHtml, workEpub } from "../literary";

export const WORDS_PER_PAGE = 250;
export const KEYWORD_COUNT = 7;
export const UPLOAD_ESTIMATE = "30-45 minutes";

const STOPWORDS = new Set(
  "about after again also been being between both could does doing during each from have having here into more most other over same should some such than that their them then there these they this those through under until very what when where which while will with would your yours".split(
    " ",
  ),
);

/** Seven keywords from the work's own words: the most frequent meaningful words of its title, headings and text. */
export function keywordsFor(book: BookSource, extra: string[]): string[] {
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of text.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [])
      if (!STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + weight);
  };
  add(book.title, 5);
  for (const chapter of book.chapters) {
    add(chapter.title, 3);
    add(chapter.body, 1);
  }
  const ranked = [
    ...new Set([
      ...extra.map((e) => e.toLowerCase()),
      ...[...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word),
    ]),
  ];
  return ranked.slice(0, KEYWORD_COUNT);
}

const CATEGORIES: Record<string, [string, string]> = {
  healthcare: ["Health, Fitness & Dieting > Diseases & Physical Ailments", "Self-Help > Personal Transformation"],
  business: ["Business & Money > Entrepreneurship", "Business & Money > Small Business"],
  finance: ["Business & Money > Personal Finance", "Business & Money > Budgeting & Money Management"],
  education: ["Education & Teaching > Studying & Workbooks", "Reference > Writing, Research & Publishing Guides"],
  technology: ["Computers & Technology > Business Technology", "Business & Money > Skills"],
  lifestyle: ["Self-Help > Personal Transformation", "Health, Fitness & Dieting > Mental Health"],
};

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

function uploadSteps(meta: PackageMetadata): string {
  return `# Uploading "${meta.title}" to Kindle Direct Publishing

Allow ${UPLOAD_ESTIMATE}. Nothing in this package logs in to Amazon for you: you upload it yourself.

1. Sign in at kdp.amazon.com and choose **Create** → **Kindle eBook**.
2. **Details**: copy title, subtitle, author and description from \`metadata.json\`; set the language to ${languageName(meta.language)}.
3. **Keywords**: enter the ${meta.keywords.length} keywords from \`metadata.json\`, one per box.
4. **Categories**: choose the two categories listed in \`metadata.json\` (or the closest ones KDP offers).
5. **Manuscript**: upload \`book.epub\`. Open the previewer and page through every chapter.
6. **Cover**: upload your cover (JPG or TIFF, ideally 2560 × 1600 px) or make one with Cover Creator; this package has no cover image.
7. **Pricing**: choose your royalty plan and set the price (suggested: $${meta.price.toFixed(2)}).
8. Review everything and press **Publish Your Kindle eBook**. Publication usually takes up to 72 hours.

\`manuscript.html\` is the same text as one web page, for proofreading or for pasting into another tool.${meta.tier === "premium" ? "\n`manuscript.pdf` is a print-friendly A5 PDF of the text for proofreading on paper." : ""}
`;
}

/** The package: EPUB 3, HTML manuscript, metadata.json and UPLOAD-STEPS.md (premium adds a PDF manuscript). */
export function buildPackageZip(book: BookSource, meta: PackageMetadata): Uint8Array {
  const mtime = new Date(book.updatedAt);
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {
    "book.epub": [workEpub(book), { mtime }],
    "manuscript.html": [strToU8(manuscriptHtml(book)), { mtime }],
    "metadata.json": [strToU8(JSON.stringify(meta, null, 2)), { mtime }],
    "UPLOAD-STEPS.md": [strToU8(uploadSteps(meta)), { mtime }],
  };
  if (meta.tier === "premium") {
    files["manuscript.pdf"] = [
      buildTextPdf({
        title: book.title,
        subtitle: meta.subtitle,
        author: book.author,
        sections: book.chapters.map((c) => ({
          heading: c.title,
          body: c.body.replace(/^#{1,6}\s+/gm, "").replace(/^_(.*)_$/gm, "$1"),
        })),
      }),
      { mtime },
    ];
  }
  return zipSync(files);
}

/** A language tag's English name, as KDP's language menu lists it ("ru" → "Russian"). */
export function languageName(tag: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
}

export function metadataFor(
  book: BookSource,
  tier: KdpTier,
  industry: string,
  wordCount: number,
  priceDollars: number,
  extraKeywords: string[],
): PackageMetadata {
  return {
    title: book.title,
    subtitle: book.description.split(/(?<=[.!?])\s/)[0]?.slice(0, 180) ?? "",
    author: book.author,
    description: book.description || `${book.title}, in ${book.chapters.length} chapters.`,
    keywords: keywordsFor(book, extraKeywords),
    categories: CATEGORIES[industry] ?? CATEGORIES.business!,
    language: book.language,
    price: priceDollars,
    estimatedPages: Math.max(1, Math.ceil(wordCount / WORDS_PER_PAGE)),
    wordCount,
    tier,
  };
}
