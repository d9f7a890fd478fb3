/** UPLOAD-STEPS.md: how to upload a package to KDP, and what its PDF manuscript holds or why it has none. */
import type { PdfOmission } from "../../../schema/publishing-enums";
import type { TextPdf } from "../../files/pdf/text-pdf";
import type { PackageMetadata } from "./package";

export const UPLOAD_ESTIMATE = "30-45 minutes";

/** A language tag's English name, as KDP's language menu lists it ("ru" → "Russian"). */
export function languageName(tag: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
}

const englishList = (items: string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(items);
const scriptName = (code: string) => new Intl.DisplayNames(["en"], { type: "script" }).of(code) ?? code;

/** Why the package has no PDF, in a sentence that goes on from "This package has no `manuscript.pdf`: ". */
function omissionReason(omission: PdfOmission): string {
  switch (omission.reason) {
    case "unshaped-script":
      return `the text is written in ${englishList(omission.scripts.map(scriptName))} script, whose letters must be joined or reordered as they are set, and the PDF maker cannot do that yet, so a PDF would show broken words.`;
    case "uncovered-letters":
      return `some of the text's letters (${omission.characters.join(" ")}) are in none of the PDF's fonts, so a PDF would leave them out.`;
    case "too-long":
      return `the text is longer than the ${omission.maxCharacters.toLocaleString("en")} characters a PDF proof is made from.`;
  }
}

function pdfNote(pdf: TextPdf): string {
  if (pdf.omission)
    return `\nThis package has no \`manuscript.pdf\`: ${omissionReason(pdf.omission)} \`book.epub\` and \`manuscript.html\` hold the whole text; to proofread on paper, print \`manuscript.html\` from your browser.`;
  const leftOut = pdf.leftOut.length
    ? ` It leaves out ${pdf.leftOut.length === 1 ? "a symbol" : "symbols"} none of its fonts has (${pdf.leftOut.slice(0, 8).join(" ")}); the EPUB and the HTML keep ${pdf.leftOut.length === 1 ? "it" : "them"}.`
    : "";
  return `\n\`manuscript.pdf\` is a print-friendly A5 PDF of the text for proofreading on paper.${leftOut}`;
}

export function uploadSteps(meta: PackageMetadata, pdf: TextPdf | undefined, hasCover = false): string {
  const coverStep = hasCover
    ? "upload `cover.jpg` (1,600 × 2,560 px, KDP's recommended size: a typographic cover made from the title and author), or your own cover, or make one with Cover Creator."
    : "upload your cover (JPG or TIFF, ideally 1,600 × 2,560 px) or make one with Cover Creator; this package has no cover image.";
  return `# Uploading "${meta.title}" to Kindle Direct Publishing

Allow ${UPLOAD_ESTIMATE}. Nothing in this package logs in to Amazon for you: you upload it yourself.

1. Sign in at kdp.amazon.com and choose **Create** → **Kindle eBook**.
2. **Details**: copy title, subtitle, author and description from \`metadata.json\`; set the language to ${languageName(meta.language)}.
3. **Keywords**: enter the ${meta.keywords.length} keywords from \`metadata.json\`, one per box.
4. **Categories**: choose **${meta.categories[0]}** and **${meta.categories[1]}** (also in \`metadata.json\`; where KDP's list differs, the closest ones it offers).
5. **Manuscript**: upload \`book.epub\`. Open the previewer and page through every chapter.
6. **Cover**: ${coverStep}
7. **Pricing**: choose your royalty plan and set the price (suggested: $${meta.price.toFixed(2)}).
8. Review everything and press **Publish Your Kindle eBook**. Publication usually takes up to 72 hours.

\`manuscript.html\` is the same text as one web page, for proofreading or for pasting into another tool.${pdf ? pdfNote(pdf) : ""}
`;
}
