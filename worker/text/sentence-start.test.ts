import { describe, expect, it } from "vitest";
import { type SentenceStartRules, startsSentence } from "./sentence-start";

// The prefix tests these rules replaced; they are quadratic over a text, so they are kept here only as the reference.
const PROTECT_REFERENCE = /(?:^|[.!?:]\s+|\n\s*(?:[-*+]\s+|\d+[.)]\s+|#+\s+)?)$/;
const REWRITE_REFERENCE = /(?:^|[.!?]["”')\]]?\s+|\n\s*)$/;
const PROTECT: SentenceStartRules = { terminators: ".!?:", lineMarkers: true };
const REWRITE: SentenceStartRules = { terminators: ".!?", closers: "\"”')]" };

/** A small deterministic generator (mulberry32), so a failure names a text that can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = [
  " ",
  " ",
  "\n",
  "\t",
  ".",
  ":",
  "!",
  "?",
  "-",
  "*",
  "1",
  "2",
  ")",
  "#",
  "a",
  "B",
  "”",
  "'",
  "]",
  "\u00a0",
];

describe("sentence starts", () => {
  it("agree with the prefix patterns they replaced, at every offset of 3,000 random texts", () => {
    const next = random(20261123);
    for (let n = 0; n < 3000; n++) {
      const length = Math.floor(next() * 24);
      const text = Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join("");
      for (let offset = 0; offset <= text.length; offset++) {
        const before = text.slice(0, offset);
        const blank = before.trim() === "";
        expect([text, offset, startsSentence(text, offset, PROTECT)]).toEqual([
          text,
          offset,
          PROTECT_REFERENCE.test(before) || blank,
        ]);
        expect([text, offset, startsSentence(text, offset, REWRITE)]).toEqual([
          text,
          offset,
          REWRITE_REFERENCE.test(before) || blank,
        ]);
      }
    }
  });

  it("look back only over the marks before the word: a word after 50,000 spaces is answered from that run", () => {
    const text = `${" ".repeat(50_000)}Word`;
    expect(startsSentence(text, 50_000, PROTECT)).toBe(true);
    expect(startsSentence(`Said.${" ".repeat(10)}Word`, 15, REWRITE)).toBe(true);
    expect(startsSentence("the Word", 4, REWRITE)).toBe(false);
  });
});
