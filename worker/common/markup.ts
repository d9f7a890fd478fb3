const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside HTML or XML (XHTML, SVG, EPUB metadata): element content and quoted attributes. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ENTITIES[ch]!);
}
