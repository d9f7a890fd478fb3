import { describe, expect, it } from "vitest";
import { nodeFontReader } from "./node-font-files";
import { type FontFamily, NOTO_FACES } from "./noto-faces";
import { parseTrueType, type TrueTypeFont } from "./truetype";
import { TrueTypeSubset } from "./truetype-subset";

const fontOf = async (family: FontFamily) => parseTrueType(await nodeFontReader(NOTO_FACES[family].regular));

const outlineBytes = (font: TrueTypeFont, glyph: number) => {
  const { start, end } = font.outline(glyph);
  return font.bytes.subarray(start, end);
};

/** A composite glyph's component numbers, read from its outline. */
function components(outline: Uint8Array): number[] {
  const view = new DataView(outline.buffer, outline.byteOffset, outline.byteLength);
  const found: number[] = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    found.push(view.getUint16(at + 2));
    at += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
    if (!(flags & 0x20)) return found;
  }
}

/** The subset as a reader parses it, checked glyph by glyph against the font it came from. */
function expectFaithful(font: TrueTypeFont, subset: TrueTypeSubset) {
  const encoded = subset.encode();
  const copy = parseTrueType(encoded);
  expect(copy.numGlyphs).toBe(subset.glyphs.length);
  expect(copy.unitsPerEm).toBe(font.unitsPerEm);
  let composites = 0;
  subset.glyphs.forEach((original, id) => {
    expect(copy.advance(id)).toBe(font.advance(original));
    expect(copy.leftSideBearing(id)).toBe(font.leftSideBearing(original));
    const before = outlineBytes(font, original);
    const after = outlineBytes(copy, id);
    expect(after.length, `glyph ${original}`).toBe(before.length + (-before.length & 3));
    if (before.length >= 10 && new DataView(before.buffer, before.byteOffset).getInt16(0) < 0) {
      composites += 1;
      expect(components(after).map((component) => subset.glyphs[component])).toEqual(components(before));
    } else {
      expect(after.subarray(0, before.length)).toEqual(before);
    }
  });
  // The whole file sums to the magic number once head's adjustment is in: what font validators check.
  const view = new DataView(encoded.buffer);
  let sum = 0;
  for (let at = 0; at < encoded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  expect(sum).toBe(0xb1b0afba);
  return composites;
}

describe("a TrueType subset", () => {
  it("keeps every used glyph's outline and metrics, renumbered, with the pieces of composite glyphs", async () => {
    const font = await fontOf("latin");
    const subset = new TrueTypeSubset(font);
    for (const character of "Ça été Ǻ naïve œuvre — Жизнь Ελλάδα ž ő")
      subset.use(font.glyphId(character.codePointAt(0)!));
    expect(expectFaithful(font, subset)).toBeGreaterThan(3);
  });

  it("keeps odd-length CJK outlines whole (no offset is halved)", async () => {
    const font = await fontOf("japanese");
    const subset = new TrueTypeSubset(font);
    for (const character of "退院してからの最初の数週間は家族にとっても大変な時期です")
      subset.use(font.glyphId(character.codePointAt(0)!));
    expectFaithful(font, subset);
    expect(subset.glyphs.some((glyph) => outlineBytes(font, glyph).length % 2 === 1)).toBe(true);
  });

  it("gives glyph 0 (.notdef) number 0 and each other glyph its number once", async () => {
    const font = await fontOf("korean");
    const subset = new TrueTypeSubset(font);
    const first = subset.use(font.glyphId("한".codePointAt(0)!));
    expect([subset.use(0), first, subset.use(font.glyphId("한".codePointAt(0)!))]).toEqual([0, 1, 1]);
  });
});
