/** KDP packages' value lists, free of table code so the web app can import them. */

/**
 * Why a premium package carries no PDF manuscript: its text is in a script the PDF writer cannot lay out (letters
 * that must be joined or reordered: ISO 15924 codes such as "Arab", "Deva"), it holds letters no packaged font has
 * (a few of them, as found), or it is longer than a PDF is built for.
 */
export type PdfOmission =
  | { reason: "unshaped-script"; scripts: string[] }
  | { reason: "uncovered-letters"; characters: string[] }
  | { reason: "too-long"; maxCharacters: number };
