/** A translation catalog as its JSON file holds it, for the tests that read every catalog. */
export type Catalog = { [key: string]: string | Catalog };

/** Every string of a catalog by its dotted key ("list.search"). */
export function flatten(tree: Catalog, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** A plural form's suffix (i18next's key_one, key_few, …). */
export const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The names of a string's {{placeholders}}, a format after a comma left out. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!);
