import { type FontFileReader, loadFont } from "../fonts/font-files";
import { FONT_FAMILIES, type FontFamily, type FontWeight, NOTO_FACES } from "../fonts/noto-faces";
import type { TrueTypeFont } from "../fonts/truetype";
import { TrueTypeSubset } from "../fonts/truetype-subset";

/**
 * One font face as the document uses it: the code points drawn with it get character ids 1, 2, 3… in order of first
 * use, each mapped to its glyph in the subset (so two characters drawn by one glyph still extract as themselves).
 */
export class PdfFace {
  readonly subset: TrueTypeSubset;
  /** Per character id (index + 1): the code point and its glyph in the subset. */
  readonly characters: { codePoint: number; glyph: number }[] = [];
  private readonly ids = new Map<number, number>();

  constructor(
    readonly resource: string,
    readonly font: TrueTypeFont,
  ) {
    this.subset = new TrueTypeSubset(font);
  }

  /** The advance of a code point in thousandths of the font size (the unit of a PDF font's widths). */
  width(codePoint: number): number {
    return Math.round((this.font.advance(this.font.glyphId(codePoint)) * 1000) / this.font.unitsPerEm);
  }

  /** The character id that draws the code point, assigned on first use. */
  characterId(codePoint: number): number {
    let id = this.ids.get(codePoint);
    if (id === undefined) {
      this.characters.push({ codePoint, glyph: this.subset.use(this.font.glyphId(codePoint)) });
      id = this.characters.length;
      this.ids.set(codePoint, id);
    }
    return id;
  }
}

export interface DocumentFonts {
  /** The face that draws a code point in a weight, or undefined when it is left out (no font has it). */
  face(codePoint: number, weight: FontWeight): PdfFace | undefined;
  /** Every face the document may draw with, in resource order. */
  readonly faces: readonly PdfFace[];
  /** Letters, marks and digits no packaged font has: a text with any of them gets no PDF. */
  readonly uncoveredLetters: string[];
  /** Symbols no packaged font has (emoji, mostly): they are left out of the PDF. */
  readonly leftOut: string[];
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Characters of Chinese, Japanese and Korean text: ideographs, kana, hangul, bopomofo and their punctuation. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u2e80-\u2fff\u3000-\u303f\u3190-\u31ff\u3200-\u33ff\ufe10-\ufe1f\ufe30-\ufe4f\uff00-\uffef]/u;
/** Symbols the CJK fonts draw and Noto Sans may not (circled numbers, arrows, stars, box drawing…). */
const CJK_SYMBOLS = /[\u2000-\u2bff\u{1f100}-\u{1f2ff}]/u;
const LETTER_MARK_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/** The CJK families in the order to try them: the book's own language first, else the one its kana or hangul show. */
function cjkOrder(language: string, text: string): FontFamily[] {
  const primary = language.split("-")[0]!.toLowerCase();
  const first: FontFamily =
    primary === "ja"
      ? "japanese"
      : primary === "ko"
        ? "korean"
        : primary === "zh"
          ? "simplified-chinese"
          : KANA.test(text)
            ? "japanese"
            : HANGUL.test(text)
              ? "korean"
              : "simplified-chinese";
  return [first, ...FONT_FAMILIES.filter((family) => family !== "latin" && family !== first)];
}

function candidates(character: string, cjk: FontFamily[]): FontFamily[] {
  if (!CJK.test(character)) return ["latin", ...cjk];
  const own: FontFamily | undefined = KANA.test(character) ? "japanese" : HANGUL.test(character) ? "korean" : undefined;
  return [...(own ? [own] : []), ...cjk.filter((family) => family !== own), "latin"];
}

/**
 * Chooses, for every character of the text, the first packaged face that has it, loading only the fonts some
 * character needs: a CJK font is tried for a character outside Chinese, Japanese or Korean text only when the
 * document already uses that font, or when Noto Sans lacks the character and it is a symbol CJK fonts draw (★, ①).
 */
export async function loadDocumentFonts(
  text: Record<FontWeight, string>,
  language: string,
  read: FontFileReader,
): Promise<DocumentFonts> {
  const faces: PdfFace[] = [];
  const loaded = new Map<string, Promise<PdfFace>>();
  const faceOf = (family: FontFamily, weight: FontWeight) => {
    const key = `${family}/${weight}`;
    let face = loaded.get(key);
    if (!face) {
      face = loadFont(read, NOTO_FACES[family][weight]).then((font) => {
        const made = new PdfFace(`F${faces.length + 1}`, font);
        faces.push(made);
        return made;
      });
      loaded.set(key, face);
    }
    return face;
  };

  const everything = `${text.regular}${text.bold}`;
  const cjk = cjkOrder(language, everything);
  const characters = [...new Set(everything)].filter((c) => !INVISIBLE.test(c));
  // CJK characters first, so that the families they load are there for the symbols tried after them.
  characters.sort((a, b) => Number(CJK.test(b)) - Number(CJK.test(a)));
  const familyOf = new Map<string, FontFamily>();
  const uncoveredLetters: string[] = [];
  const leftOut: string[] = [];
  for (const character of characters) {
    const codePoint = character.codePointAt(0)!;
    let found: FontFamily | undefined;
    for (const family of candidates(character, cjk)) {
      const tryIt =
        family === "latin" || CJK.test(character) || CJK_SYMBOLS.test(character) || loaded.has(`${family}/regular`);
      if (tryIt && (await faceOf(family, "regular")).font.glyphId(codePoint) !== 0) {
        found = family;
        break;
      }
    }
    if (found) familyOf.set(character, found);
    else (LETTER_MARK_OR_DIGIT.test(character) ? uncoveredLetters : leftOut).push(character);
  }

  const chosen: Record<FontWeight, Map<number, PdfFace>> = { regular: new Map(), bold: new Map() };
  for (const weight of ["regular", "bold"] as const) {
    for (const character of new Set(text[weight])) {
      const family = familyOf.get(character);
      if (!family) continue;
      const codePoint = character.codePointAt(0)!;
      const face = await faceOf(family, weight);
      chosen[weight].set(codePoint, face.font.glyphId(codePoint) ? face : await faceOf(family, "regular"));
    }
  }
  return {
    face: (codePoint, weight) => chosen[weight].get(codePoint),
    faces,
    uncoveredLetters,
    leftOut,
  };
}
