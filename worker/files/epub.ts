import { type Zippable, zipSync } from "fflate";
import { LANGUAGE_TAG, textDirection } from "../common/languages";
import { markdownHtml } from "../common/markdown";
import { escapeMarkup } from "../common/markup";

export interface EpubChapter {
  title: string;
  /** Markdown (plain text is Markdown too: blank lines separate paragraphs). */
  body: string;
}

export interface EpubBook {
  id: string;
  title: string;
  author: string;
  language: string;
  description?: string;
  chapters: EpubChapter[];
  /** Fixed so the same book always gives the same bytes. */
  modified: Date;
}

function xhtml(title: string, language: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}" dir="${textDirection(language)}">
<head><meta charset="UTF-8"/><title>${escapeMarkup(title)}</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body>
${body}
</body>
</html>
`;
}

const STYLE = `body { font-family: serif; line-height: 1.5; margin: 1em; }
h1 { font-size: 1.6em; margin: 1.5em 0 0.8em; }
h2, h3, h4 { font-size: 1.15em; margin: 1.2em 0 0.5em; }
blockquote { margin: 0 0 0.9em 1em; font-style: italic; }
p { margin: 0 0 0.9em; text-indent: 0; }
.title-page { text-align: center; margin-top: 30%; }
`;

/** A valid EPUB 3: the uncompressed mimetype first, container.xml, package document, navigation, one XHTML per chapter. */
export function buildEpub(book: EpubBook): Uint8Array {
  if (!LANGUAGE_TAG.test(book.language)) throw new Error(`Not a language tag: ${book.language}`);
  const encoder = new TextEncoder();
  const modified = book.modified.toISOString().replace(/\.\d{3}Z$/, "Z");
  const chapters = book.chapters.map((chapter, i) => ({
    file: `chapter-${String(i + 1).padStart(3, "0")}.xhtml`,
    title: chapter.title,
    html: xhtml(
      chapter.title,
      book.language,
      `<section epub:type="chapter"><h1>${escapeMarkup(chapter.title)}</h1>
${markdownHtml(chapter.body, { headingOffset: 1, remoteImages: false })}</section>`,
    ),
  }));
  const titlePage = xhtml(
    book.title,
    book.language,
    `<div class="title-page"><h1>${escapeMarkup(book.title)}</h1><p>${escapeMarkup(book.author)}</p></div>`,
  );
  const nav = xhtml(
    "Contents",
    book.language,
    `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol>\n${chapters.map((c) => `<li><a href="${c.file}">${escapeMarkup(c.title)}</a></li>`).join("\n")}\n</ol></nav>`,
  );
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:${escapeMarkup(book.id)}</dc:identifier>
    <dc:title>${escapeMarkup(book.title)}</dc:title>
    <dc:creator>${escapeMarkup(book.author)}</dc:creator>
    <dc:language>${book.language}</dc:language>
    ${book.description ? `<dc:description>${escapeMarkup(book.description)}</dc:description>` : ""}
    <meta property="dcterms:modified">${modified}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapters.map((c, i) => `    <item id="chapter-${i + 1}" href="${c.file}" media-type="application/xhtml+xml"/>`).join("\n")}
  </manifest>
  <spine${textDirection(book.language) === "rtl" ? ' page-progression-direction="rtl"' : ""}>
    <itemref idref="title-page"/>
    <itemref idref="nav"/>
${chapters.map((_, i) => `    <itemref idref="chapter-${i + 1}"/>`).join("\n")}
  </spine>
</package>
`;
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;
  const mtime = book.modified;
  const files: Zippable = {
    mimetype: [encoder.encode("application/epub+zip"), { level: 0, mtime }],
    "META-INF/container.xml": [encoder.encode(container), { mtime }],
    "OEBPS/content.opf": [encoder.encode(opf), { mtime }],
    "OEBPS/nav.xhtml": [encoder.encode(nav), { mtime }],
    "OEBPS/style.css": [encoder.encode(STYLE), { mtime }],
    "OEBPS/title.xhtml": [encoder.encode(titlePage), { mtime }],
  };
  for (const chapter of chapters) files[`OEBPS/${chapter.file}`] = [encoder.encode(chapter.html), { mtime }];
  return zipSync(files, { level: 6 });
}
