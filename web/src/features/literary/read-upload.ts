/** The upload types that pass: plain text and .docx; the picker also advertises .doc, .md and .pdf. */
export const UPLOAD_ACCEPT = ".txt,.doc,.docx,.md,.pdf";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export class UnsupportedUploadError extends Error {}

export function isAcceptedUpload(file: File): boolean {
  return (
    file.type === "text/plain" ||
    file.type === DOCX_TYPE ||
    /\.docx$/i.test(file.name) ||
    (!file.type && /\.txt$/i.test(file.name))
  );
}

/** The text of a .docx: every paragraph of word/document.xml, blank lines between them. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const { unzipSync, strFromU8 } = await import("fflate");
  const document = unzipSync(bytes, { filter: (file) => file.name === "word/document.xml" })["word/document.xml"];
  if (!document) throw new UnsupportedUploadError("not a Word document");
  const xml = new DOMParser().parseFromString(strFromU8(document), "application/xml");
  const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  // Namespace-aware lookup first; some DOM implementations only match the conventional "w:" prefix.
  const byName = (root: Document | Element, local: string) => {
    const found = [...root.getElementsByTagNameNS(W, local)];
    return found.length ? found : [...root.getElementsByTagName(`w:${local}`)];
  };
  return byName(xml, "p")
    .map((paragraph) =>
      byName(paragraph, "t")
        .map((t) => t.textContent ?? "")
        .join(""),
    )
    .filter((text) => text.trim())
    .join("\n\n");
}

/** Reads an uploaded file into the content box, parsing .docx in the browser; anything else is refused. */
export async function readUpload(file: File): Promise<string> {
  if (!isAcceptedUpload(file)) throw new UnsupportedUploadError(file.name);
  if (file.type === "text/plain" || /\.txt$/i.test(file.name)) return file.text();
  return docxText(new Uint8Array(await file.arrayBuffer()));
}
