import { isAppPath } from "../../../../worker/common/app-paths";

/** Pure rules of the app shell: initials, the Back target and breadcrumbs (page titles are in lib/page-title). */

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The sidebar's initials: the first two letters of the e-mail. */
export { initialsOf } from "../../lib/initials";

/** Back is hidden on the dashboard and the home page. */
export function showsBack(path: string): boolean {
  const normalized = `/${segmentsOf(path).join("/")}`;
  return normalized !== "/" && normalized !== "/dashboard";
}

/** Paths that hold pages without being one, and the page that lists what they hold. */
const SECTION_PAGES: Record<string, string> = {
  "/product": "/marketplace",
  "/marketplace/product": "/marketplace",
};

/** Where a path's ancestor leads: its own page, the page of its section, or nowhere (no page there). */
function pageOf(ancestor: string): string | null {
  return SECTION_PAGES[ancestor] ?? (isAppPath(ancestor) ? ancestor : null);
}

/**
 * Back goes up to the nearest ancestor that is a page ("/literary/7" to "/literary", a product to the marketplace),
 * or to the dashboard when none is: it never leads to an address without a page.
 */
export function backTarget(path: string): string {
  const segments = segmentsOf(path);
  for (let length = segments.length - 1; length >= 1; length--) {
    const page = pageOf(`/${segments.slice(0, length).join("/")}`);
    if (page) return page;
  }
  return "/dashboard";
}

export interface Crumb {
  segment: string;
  /** Null for a segment that has no page of its own: it is shown, not linked. */
  to: string | null;
}

/**
 * One crumb per segment, linking to the page up to it (a section's crumb to its page, once); none for paths of one
 * segment or fewer.
 */
export function breadcrumbsOf(path: string): Crumb[] {
  const segments = segmentsOf(path);
  if (segments.length <= 1) return [];
  const crumbs: Crumb[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const here = `/${segments.slice(0, i + 1).join("/")}`;
    const section = i < segments.length - 1 ? SECTION_PAGES[here] : undefined;
    if (!section) crumbs.push({ segment, to: i === segments.length - 1 || isAppPath(here) ? here : null });
    else if (!crumbs.some((crumb) => crumb.to === section)) crumbs.push({ segment: section.slice(1), to: section });
  }
  return crumbs;
}
