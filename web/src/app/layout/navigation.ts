/** Pure rules of the app shell: initials, the Back target, breadcrumbs and page titles. */

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The first two letters of the e-mail, upper-cased, or "U" when there are none. */
export function initialsOf(email: string | null | undefined): string {
  const letters = (email ?? "").match(/\p{L}/gu) ?? [];
  return letters.slice(0, 2).join("").toUpperCase() || "U";
}

/** Back is hidden on the dashboard and the home page. */
export function showsBack(path: string): boolean {
  const normalized = `/${segmentsOf(path).join("/")}`;
  return normalized !== "/" && normalized !== "/dashboard";
}

/** Back goes up one path segment, or to the dashboard from a one-segment path. */
export function backTarget(path: string): string {
  const segments = segmentsOf(path);
  if (segments.length <= 1) return "/dashboard";
  return `/${segments.slice(0, -1).join("/")}`;
}

export interface Crumb {
  segment: string;
  to: string;
}

/** One crumb per segment, each linking to the path up to it; none for paths of one segment or fewer. */
export function breadcrumbsOf(path: string): Crumb[] {
  const segments = segmentsOf(path);
  if (segments.length <= 1) return [];
  return segments.map((segment, i) => ({ segment, to: `/${segments.slice(0, i + 1).join("/")}` }));
}

/** The catalog key of a path's title: the first segment names the page. */
export function titleKeyOf(path: string): string {
  return segmentsOf(path)[0] ?? "home";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A readable fallback for a segment with no catalog title: "global-content" → "Global Content". Record ids are
 * not words: a number stays as it is, a UUID is shortened to its first block.
 */
export function humanizeSegment(segment: string): string {
  if (UUID.test(segment)) return `${segment.slice(0, 8)}…`;
  if (/^\d+$/.test(segment)) return segment;
  return decodeURIComponent(segment)
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}
