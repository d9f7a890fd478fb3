import { zlibSync } from "fflate";

const encoder = new TextEncoder();
/** The version, then a comment of four bytes above 127 that marks the file as binary (single bytes, not UTF-8). */
const HEADER = Uint8Array.from("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n", (c) => c.charCodeAt(0));

/** A PDF file being assembled: numbered objects (dictionaries, or streams with their bytes), then an exact xref. */
export class PdfObjects {
  private readonly bodies: Uint8Array[][] = [];

  /** A number for an object written later (for objects that point at each other). */
  reserve(): number {
    this.bodies.push([]);
    return this.bodies.length;
  }

  set(ref: number, dictionary: string): number {
    this.bodies[ref - 1] = [encoder.encode(dictionary)];
    return ref;
  }

  add(dictionary: string): number {
    return this.set(this.reserve(), dictionary);
  }

  /** A stream, compressed; `entries` are the dictionary's other entries. */
  addStream(data: Uint8Array, entries = ""): number {
    const compressed = zlibSync(data, { level: 6 });
    const ref = this.reserve();
    this.bodies[ref - 1] = [
      encoder.encode(`<< ${entries} /Filter /FlateDecode /Length ${compressed.byteLength} >>\nstream\n`),
      compressed,
      encoder.encode("\nendstream"),
    ];
    return ref;
  }

  /** The file: header, objects, cross-reference table with each object's byte offset, trailer. */
  serialize(catalog: number, info: number): Uint8Array {
    const chunks: Uint8Array[] = [HEADER];
    let length = HEADER.byteLength;
    const offsets: number[] = [];
    this.bodies.forEach((parts, i) => {
      offsets.push(length);
      for (const part of [encoder.encode(`${i + 1} 0 obj\n`), ...parts, encoder.encode("\nendobj\n")]) {
        chunks.push(part);
        length += part.byteLength;
      }
    });
    const table = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
    chunks.push(
      encoder.encode(
        `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${offsets.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      ),
    );
    const file = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
    let at = 0;
    for (const chunk of chunks) {
      file.set(chunk, at);
      at += chunk.byteLength;
    }
    return file;
  }
}

/** A text string for the document's information (any language): UTF-16 with a byte-order mark, in hex. */
export function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return `<${hex}>`;
}

export function hex4(value: number): string {
  return value.toString(16).toUpperCase().padStart(4, "0");
}

/** A number as a PDF writes it: at most two decimals, no trailing zeros. */
export function pdfNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}
