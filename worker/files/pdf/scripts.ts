/**
 * Scripts the PDF writer cannot lay out. It places one glyph per character, left to right; these scripts need
 * shaping (joined letter forms, reordered vowel signs, stacked marks) or right-to-left reordering, so their text
 * would come out broken. ISO 15924 codes.
 */
const UNSHAPED_SCRIPTS = [
  "Arab",
  "Hebr",
  "Syrc",
  "Thaa",
  "Nkoo",
  "Deva",
  "Beng",
  "Guru",
  "Gujr",
  "Orya",
  "Taml",
  "Telu",
  "Knda",
  "Mlym",
  "Sinh",
  "Thai",
  "Laoo",
  "Tibt",
  "Mymr",
  "Khmr",
  "Mong",
] as const;

const PATTERNS = UNSHAPED_SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, "u")] as const);

/** The scripts in the text that the PDF writer cannot lay out, in a fixed order. */
export function unshapedScripts(text: string): string[] {
  return PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([script]) => script);
}
