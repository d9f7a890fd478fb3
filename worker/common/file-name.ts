/** How many characters a name made from a title may have before its extension. */
const MAX_NAME_CHARS = 60;

/**
 * A file name from a title: its letters and digits, in any script, in lower case, joined by dashes and cut at a word
 * when long; accents come off Latin letters ("Interopérabilité" → "interoperabilite"), so every program reads it.
 * Never empty.
 */
export function fileNameFromTitle(title: string, extension: string, fallback = "download"): string {
  const joined = title
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join("-");
  const cut = [...joined].slice(0, MAX_NAME_CHARS).join("");
  const atWord = cut.length < joined.length && cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
  return `${atWord || fallback}.${extension}`;
}
