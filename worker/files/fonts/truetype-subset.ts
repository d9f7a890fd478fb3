import type { TrueTypeFont } from "./truetype";

// Composite glyph flags (OpenType glyf table).
const ARGS_ARE_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;

/** Tables copied as they are: hinting programs and the font-wide metrics a reader may check. */
const COPIED_TABLES = ["cvt ", "fpgm", "prep", "OS/2", "name"];

/**
 * A TrueType font holding only the glyphs a document uses (plus the pieces composite glyphs are built from),
 * renumbered from 1 in order of first use; glyph 0 stays .notdef. Offsets are written in the long format and every
 * glyph is padded to 4 bytes, so no offset is ever halved.
 */
export class TrueTypeSubset {
  private readonly ids = new Map<number, number>([[0, 0]]);
  private readonly order: number[] = [0];

  constructor(readonly font: TrueTypeFont) {}

  /** The glyph's number in the subset, adding it on first use. */
  use(glyphId: number): number {
    let id = this.ids.get(glyphId);
    if (id === undefined) {
      id = this.order.length;
      this.ids.set(glyphId, id);
      this.order.push(glyphId);
    }
    return id;
  }

  /** The original glyphs in subset order (index = new number), so far. */
  get glyphs(): readonly number[] {
    return this.order;
  }

  private outline(glyphId: number): Uint8Array {
    const { start, end } = this.font.outline(glyphId);
    const bytes = this.font.bytes.slice(start, end);
    if (bytes.length < 10) return bytes;
    const view = new DataView(bytes.buffer);
    if (view.getInt16(0) >= 0) return bytes;
    // A composite glyph names its components by number: point them at their numbers in the subset.
    let at = 10;
    for (;;) {
      const flags = view.getUint16(at);
      view.setUint16(at + 2, this.use(view.getUint16(at + 2)));
      at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
      if (flags & HAS_SCALE) at += 2;
      else if (flags & HAS_XY_SCALE) at += 4;
      else if (flags & HAS_TWO_BY_TWO) at += 8;
      if (!(flags & MORE_COMPONENTS)) return bytes;
    }
  }

  /** The subset as a standalone TrueType font program (what a PDF embeds as FontFile2). */
  encode(): Uint8Array {
    const outlines: Uint8Array[] = [];
    // Components of composite glyphs join the order while it is walked.
    for (let i = 0; i < this.order.length; i++) outlines.push(this.outline(this.order[i]!));
    const count = this.order.length;

    const offsets = new DataView(new ArrayBuffer(4 * (count + 1)));
    let glyfLength = 0;
    outlines.forEach((outline, i) => {
      offsets.setUint32(4 * i, glyfLength);
      glyfLength += padded(outline.length);
    });
    offsets.setUint32(4 * count, glyfLength);
    const glyf = new Uint8Array(glyfLength);
    let at = 0;
    for (const outline of outlines) {
      glyf.set(outline, at);
      at += padded(outline.length);
    }

    const metrics = new DataView(new ArrayBuffer(4 * count));
    this.order.forEach((glyphId, i) => {
      metrics.setUint16(4 * i, this.font.advance(glyphId));
      metrics.setInt16(4 * i + 2, this.font.leftSideBearing(glyphId));
    });

    const head = this.font.table("head")!.slice();
    new DataView(head.buffer).setUint32(8, 0); // checkSumAdjustment, set once the whole file is known
    new DataView(head.buffer).setInt16(50, 1); // long offsets
    const hhea = this.font.table("hhea")!.slice();
    new DataView(hhea.buffer).setUint16(34, count);
    const maxp = this.font.table("maxp")!.slice();
    new DataView(maxp.buffer).setUint16(4, count);
    // post version 3: no glyph names, which a PDF font does not need.
    const post = new Uint8Array(32);
    post.set((this.font.table("post") ?? new Uint8Array(32)).subarray(0, 32));
    new DataView(post.buffer).setUint32(0, 0x00030000);

    const tables = new Map<string, Uint8Array>([
      ["head", head],
      ["hhea", hhea],
      ["maxp", maxp],
      ["hmtx", new Uint8Array(metrics.buffer)],
      ["loca", new Uint8Array(offsets.buffer)],
      ["glyf", glyf],
      ["post", post],
    ]);
    for (const tag of COPIED_TABLES) {
      const table = this.font.table(tag);
      if (table) tables.set(tag, table);
    }
    return assemble(tables);
  }
}

const padded = (length: number) => (length + 3) & ~3;

function checksum(bytes: Uint8Array, start: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  let sum = 0;
  for (let at = start; at < start + padded(length); at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** The sfnt file: the table directory (tags in order) and each table 4-byte aligned, with checksums. */
function assemble(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + 16 * tags.length;
  const total = tags.reduce((sum, tag) => sum + padded(tables.get(tag)!.length), headerLength);
  const file = new Uint8Array(total);
  const view = new DataView(file.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let at = headerLength;
  let headAt = 0;
  tags.forEach((tag, i) => {
    const table = tables.get(tag)!;
    file.set(table, at);
    const record = 12 + 16 * i;
    for (let j = 0; j < 4; j++) view.setUint8(record + j, tag.charCodeAt(j));
    view.setUint32(record + 4, checksum(file, at, table.length));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, table.length);
    if (tag === "head") headAt = at;
    at += padded(table.length);
  });
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(file, 0, total)) >>> 0);
  return file;
}
