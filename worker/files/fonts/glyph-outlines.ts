import type { TrueTypeFont } from "./truetype";

/** A point of a TrueType outline in font units; off-curve points are quadratic Bézier control points. */
export interface OutlinePoint {
  x: number;
  y: number;
  onCurve: boolean;
}

/** Components may nest; a font that nests deeper than this is treated as drawing nothing there. */
const MAX_COMPONENT_DEPTH = 8;

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;

const ARGS_ARE_WORDS = 0x0001;
const ARGS_ARE_XY = 0x0002;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;

function simpleGlyph(view: DataView, at: number, contourCount: number): OutlinePoint[][] {
  const ends: number[] = [];
  for (let i = 0; i < contourCount; i++) ends.push(view.getUint16(at + 10 + 2 * i));
  const pointCount = contourCount ? ends[contourCount - 1]! + 1 : 0;
  let cursor = at + 10 + 2 * contourCount;
  cursor += 2 + view.getUint16(cursor);
  const flags = new Uint8Array(pointCount);
  for (let i = 0; i < pointCount; ) {
    const flag = view.getUint8(cursor++);
    let repeat = flag & REPEAT ? view.getUint8(cursor++) : 0;
    flags[i++] = flag;
    while (repeat-- > 0 && i < pointCount) flags[i++] = flag;
  }
  const read = (short: number, sameOrPositive: number) => {
    const values = new Int32Array(pointCount);
    let value = 0;
    for (let i = 0; i < pointCount; i++) {
      const flag = flags[i]!;
      if (flag & short) {
        const delta = view.getUint8(cursor++);
        value += flag & sameOrPositive ? delta : -delta;
      } else if (!(flag & sameOrPositive)) {
        value += view.getInt16(cursor);
        cursor += 2;
      }
      values[i] = value;
    }
    return values;
  };
  const xs = read(X_SHORT, X_SAME_OR_POSITIVE);
  const ys = read(Y_SHORT, Y_SAME_OR_POSITIVE);
  const contours: OutlinePoint[][] = [];
  let start = 0;
  for (const end of ends) {
    const contour: OutlinePoint[] = [];
    for (let i = start; i <= end; i++) contour.push({ x: xs[i]!, y: ys[i]!, onCurve: (flags[i]! & ON_CURVE) !== 0 });
    contours.push(contour);
    start = end + 1;
  }
  return contours;
}

function compositeGlyph(font: TrueTypeFont, view: DataView, at: number, depth: number): OutlinePoint[][] {
  const contours: OutlinePoint[][] = [];
  let cursor = at + 10;
  for (;;) {
    const flags = view.getUint16(cursor);
    const component = view.getUint16(cursor + 2);
    cursor += 4;
    let dx = 0;
    let dy = 0;
    if (flags & ARGS_ARE_WORDS) {
      dx = view.getInt16(cursor);
      dy = view.getInt16(cursor + 2);
      cursor += 4;
    } else {
      dx = view.getInt8(cursor);
      dy = view.getInt8(cursor + 1);
      cursor += 2;
    }
    // Anchoring by point numbers (no XY flag) is rare in these fonts; such a component is placed unshifted.
    if (!(flags & ARGS_ARE_XY)) dx = dy = 0;
    const f2dot14 = () => {
      const value = view.getInt16(cursor) / 16384;
      cursor += 2;
      return value;
    };
    let [a, b, c, d] = [1, 0, 0, 1];
    if (flags & HAS_SCALE) a = d = f2dot14();
    else if (flags & HAS_XY_SCALE) [a, d] = [f2dot14(), f2dot14()];
    else if (flags & HAS_TWO_BY_TWO) [a, b, c, d] = [f2dot14(), f2dot14(), f2dot14(), f2dot14()];
    for (const contour of glyphContours(font, component, depth + 1)) {
      contours.push(contour.map((p) => ({ x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy, onCurve: p.onCurve })));
    }
    if (!(flags & MORE_COMPONENTS)) return contours;
  }
}

/** The glyph's outline as closed contours in font units (y up), components resolved; empty for a space. */
export function glyphContours(font: TrueTypeFont, glyphId: number, depth = 0): OutlinePoint[][] {
  const { start, end } = font.outline(glyphId);
  if (end - start < 10 || depth > MAX_COMPONENT_DEPTH) return [];
  const view = new DataView(font.bytes.buffer, font.bytes.byteOffset, font.bytes.byteLength);
  const contourCount = view.getInt16(start);
  return contourCount >= 0 ? simpleGlyph(view, start, contourCount) : compositeGlyph(font, view, start, depth);
}
