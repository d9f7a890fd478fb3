import type { LanguageTables } from "./detector-features";

/**
 * The language tables as compact text for the bundle: "total unknown" then "key:count" (or "key:weight") entries
 * separated by "|". Parsed once per isolate, on the first detection.
 */
export interface PackedTables {
  words: string;
  pairs: string;
  style: string;
}

function entries(packed: string): [string, number][] {
  if (!packed) return [];
  return packed.split("|").map((entry) => {
    const at = entry.lastIndexOf(":");
    return [entry.slice(0, at), Number(entry.slice(at + 1))];
  });
}

export function unpackTables(packed: PackedTables): LanguageTables {
  const [head, ...words] = packed.words.split("|");
  const [total, unknownCount] = head!.split(" ").map(Number);
  return {
    total: total!,
    unknownCount: unknownCount!,
    unigrams: new Map(entries(words.join("|"))),
    bigrams: new Map(entries(packed.pairs)),
    style: new Map(entries(packed.style)),
  };
}

export function packTables(tables: LanguageTables): PackedTables {
  const join = (map: Map<string, number>) => [...map].map(([key, value]) => `${key}:${value}`).join("|");
  return {
    words: [`${tables.total} ${tables.unknownCount}`, join(tables.unigrams)].filter(Boolean).join("|"),
    pairs: join(tables.bigrams),
    style: join(tables.style),
  };
}
