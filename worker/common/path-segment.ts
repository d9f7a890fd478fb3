const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL path segment decoded, or as it is when it is not valid percent-encoding ("%E0"). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A readable name for a path segment with no catalog title: "global-content" → "Global Content". Record ids are
 * not words: a number stays as it is, a UUID is shortened to its first block. The app's breadcrumbs and the pages
 * the worker writes both use it, so they name a page alike.
 */
export function humanizeSegment(segment: string): string {
  if (UUID.test(segment)) return `${segment.slice(0, 8)}…`;
  if (/^\d+$/.test(segment)) return segment;
  return decodeSegment(segment)
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}
