/** The slug of a title: lower-cased, spaces turned into hyphens (spec 001), other URL-unsafe characters dropped. */
export function slugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\p{L}\p{N}'-]/gu, "")
    .replace(/-+/g, "-");
}
