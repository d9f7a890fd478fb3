/** Pure rules of the app shell: initials, the Back target and breadcrumbs (page titles are in lib/page-title). */

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The sidebar's initials: the first two letters of the e-mail (spec 000 §2.2). */
export { initialsOf } from "../../lib/initials";

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
