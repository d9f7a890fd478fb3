/**
 * Reads what a PDF writer needs from a TrueType font (glyf outlines): the character map, advance widths, vertical
 * metrics and where each glyph's outline lies. Everything is read in place from the file's bytes, on demand, so a
 * 10 MB CJK font costs its bytes and little more.
 */
export interface TrueTypeFont {
  readonly bytes: Uint8Array;
  readonly postscriptName: string;
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  /** hhea ascender and descender (descender is negative), in font units. */
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly bbox: readonly [number, number, number, number];
  /** The glyph that draws a code point, or 0 (.notdef) when the font has none. */
  glyphId(codePoint: number): number;
  /** The glyph's advance width in font units. */
  advance(glyphId: number): number;
  leftSideBearing(glyphId: number): number;
  /** Where the glyph's outline lies in `bytes` (an empty range for a glyph with no outline, such as a space). */
  outline(glyphId: number): { start: number; end: number };
  /** A table's bytes, or undefined when the font has none. */
  table(tag: string): Uint8Array | undefined;
}

interface TableRecord {
  offset: number;
  length: number;
}

const TRUETYPE_OUTLINES = new Set([0x00010000, 0x74727565]); // 1.0 and 'true'

function readTables(view: DataView): Map<string, TableRecord> {
  if (!TRUETYPE_OUTLINES.has(view.getUint32(0))) throw new Error("Not a TrueType font with glyf outlines.");
  const tables = new Map<string, TableRecord>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  for (const tag of ["head", "hhea", "hmtx", "maxp", "loca", "glyf"])
    if (!tables.has(tag)) throw new Error(`The font has no ${tag} table.`);
  return tables;
}

/** A lookup in a format 12 subtable (every plane): groups of consecutive code points, searched by halves. */
function segmentedCoverage(view: DataView, at: number): (codePoint: number) => number {
  const groups = view.getUint32(at + 12);
  return (codePoint) => {
    let low = 0;
    let high = groups - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const group = at + 16 + 12 * middle;
      if (codePoint < view.getUint32(group)) high = middle - 1;
      else if (codePoint > view.getUint32(group + 4)) low = middle + 1;
      else return view.getUint32(group + 8) + codePoint - view.getUint32(group);
    }
    return 0;
  };
}

/** A lookup in a format 4 subtable (the Basic Multilingual Plane): segments with deltas or a glyph array. */
function segmentMapping(view: DataView, at: number): (codePoint: number) => number {
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    let low = 0;
    let high = segments - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (view.getUint16(ends + 2 * middle) < codePoint) low = middle + 1;
      else high = middle;
    }
    const start = view.getUint16(starts + 2 * low);
    if (codePoint < start || codePoint > view.getUint16(ends + 2 * low)) return 0;
    const delta = view.getUint16(deltas + 2 * low);
    const rangeOffset = view.getUint16(rangeOffsets + 2 * low);
    if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
    const glyph = view.getUint16(rangeOffsets + 2 * low + rangeOffset + 2 * (codePoint - start));
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  };
}

/** The font's Unicode character map (a font embedded in a PDF has none: the PDF maps characters to glyphs). */
function characterMap(view: DataView, cmap: TableRecord | undefined): (codePoint: number) => number {
  if (!cmap) return () => 0;
  const subtables = new Map<string, number>();
  const count = view.getUint16(cmap.offset + 2);
  for (let i = 0; i < count; i++) {
    const record = cmap.offset + 4 + 8 * i;
    const at = cmap.offset + view.getUint32(record + 4);
    subtables.set(`${view.getUint16(record)}/${view.getUint16(record + 2)}/${view.getUint16(at)}`, at);
  }
  // Windows full repertoire, Unicode full repertoire, then the Basic Multilingual Plane ones.
  for (const key of ["3/10/12", "0/4/12", "0/6/12"]) {
    const at = subtables.get(key);
    if (at !== undefined) return segmentedCoverage(view, at);
  }
  for (const key of ["3/1/4", "0/3/4", "0/1/4", "0/0/4"]) {
    const at = subtables.get(key);
    if (at !== undefined) return segmentMapping(view, at);
  }
  return () => 0;
}

function postscriptName(view: DataView, name: TableRecord | undefined): string {
  if (!name) return "Font";
  const count = view.getUint16(name.offset + 2);
  const strings = name.offset + view.getUint16(name.offset + 4);
  for (let i = 0; i < count; i++) {
    const record = name.offset + 6 + 12 * i;
    if (view.getUint16(record + 6) !== 6) continue;
    const platform = view.getUint16(record);
    const length = view.getUint16(record + 8);
    const at = strings + view.getUint16(record + 10);
    let text = "";
    if (platform === 3 || platform === 0) {
      for (let j = 0; j < length; j += 2) text += String.fromCharCode(view.getUint16(at + j));
    } else {
      for (let j = 0; j < length; j++) text += String.fromCharCode(view.getUint8(at + j));
    }
    // A PDF name must not carry spaces or delimiters.
    const clean = text.replace(/[^A-Za-z0-9_.-]/g, "");
    if (clean) return clean;
  }
  return "Font";
}

export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = readTables(view);
  const at = (tag: string) => tables.get(tag)!.offset;
  const head = at("head");
  const hhea = at("hhea");
  const hmtx = at("hmtx");
  const loca = at("loca");
  const glyf = at("glyf");
  const numGlyphs = view.getUint16(at("maxp") + 4);
  const metricsCount = view.getUint16(hhea + 34);
  const longOffsets = view.getInt16(head + 50) === 1;
  const os2 = tables.get("OS/2");
  const ascent = view.getInt16(hhea + 4);
  const lookup = characterMap(view, tables.get("cmap"));
  const glyphs = new Map<number, number>();
  const locate = (glyphId: number) =>
    longOffsets ? view.getUint32(loca + 4 * glyphId) : 2 * view.getUint16(loca + 2 * glyphId);

  return {
    bytes,
    postscriptName: postscriptName(view, tables.get("name")),
    unitsPerEm: view.getUint16(head + 18),
    numGlyphs,
    ascent,
    descent: view.getInt16(hhea + 6),
    capHeight: os2 && os2.length >= 90 ? view.getInt16(os2.offset + 88) : ascent,
    bbox: [view.getInt16(head + 36), view.getInt16(head + 38), view.getInt16(head + 40), view.getInt16(head + 42)],
    glyphId(codePoint) {
      let glyph = glyphs.get(codePoint);
      if (glyph === undefined) {
        glyph = lookup(codePoint);
        if (glyph >= numGlyphs) glyph = 0;
        glyphs.set(codePoint, glyph);
      }
      return glyph;
    },
    advance(glyphId) {
      return view.getUint16(hmtx + 4 * Math.min(glyphId, metricsCount - 1));
    },
    leftSideBearing(glyphId) {
      return glyphId < metricsCount
        ? view.getInt16(hmtx + 4 * glyphId + 2)
        : view.getInt16(hmtx + 4 * metricsCount + 2 * (glyphId - metricsCount));
    },
    outline(glyphId) {
      return { start: glyf + locate(glyphId), end: glyf + locate(glyphId + 1) };
    },
    table(tag) {
      const record = tables.get(tag);
      return record && bytes.subarray(record.offset, record.offset + record.length);
    },
  };
}
