/** Deterministic selection and dev/test split of the detector's corpora: by document, never by paragraph. */
import type { HumanParagraph, Register } from "./human-sources";

export type Split = "dev" | "test";
export const REGISTERS: Register[] = ["technical", "formal", "casual", "narrative"];

/** FNV-1a: a stable 32-bit hash, so the same document always lands in the same split and order. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const splitOf = (document: string): Split => (stableHash(`split:${document}`) % 2 === 0 ? "dev" : "test");

/** Per register and split: at most this many paragraphs, and at most 4 from one document. */
export const PER_REGISTER = { dev: 120, test: 100 } as const;
const PER_DOCUMENT = 4;

export interface CorpusText {
  id: string;
  label: "human" | "ai" | "ai-cliche";
  register: Register | "mixed";
  split: Split;
  text: string;
  /** Human: where it comes from; AI: the id of the human paragraph whose subject it was written on. */
  origin: string;
}

export function selectHuman(paragraphs: HumanParagraph[]): CorpusText[] {
  const chosen: CorpusText[] = [];
  for (const register of REGISTERS) {
    const ordered = paragraphs
      .filter((p) => p.register === register)
      .map((p) => ({ ...p, rank: stableHash(p.text) }))
      .sort((a, b) => a.rank - b.rank);
    for (const split of ["dev", "test"] as const) {
      const perDocument = new Map<string, number>();
      let taken = 0;
      for (const p of ordered) {
        if (taken >= PER_REGISTER[split]) break;
        const used = perDocument.get(p.document) ?? 0;
        if (splitOf(p.document) !== split || used >= PER_DOCUMENT) continue;
        perDocument.set(p.document, used + 1);
        taken += 1;
        chosen.push({
          id: `h-${register}-${split}-${String(taken).padStart(3, "0")}`,
          label: "human",
          register,
          split,
          text: p.text,
          origin: `${p.source}:${p.document}`,
        });
      }
    }
  }
  return chosen;
}
