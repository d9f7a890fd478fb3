import { env } from "cloudflare:workers";
import { assetFontReader } from "../files/fonts/font-files";
import { buildTextPdf, type PdfDocument } from "../files/pdf/text-pdf";

/** A real PDF of an English text document, its fonts read through the ASSETS binding as the worker reads them. */
export async function englishPdf(doc: Omit<PdfDocument, "language">): Promise<Uint8Array> {
  const pdf = await buildTextPdf({ ...doc, language: "en" }, assetFontReader(env.ASSETS));
  if (!pdf.bytes) throw new Error(`fixture: the PDF "${doc.title}" was not built (${pdf.omission.reason})`);
  return pdf.bytes;
}
