import { useTranslation } from "react-i18next";

/** The catalog key of a path's title: the first segment names the page. */
export function titleKeyOf(path: string): string {
  return path.split("/").filter(Boolean)[0] ?? "home";
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

/** The page title for a path: the catalog's title for its first segment, or the segment in words. */
export function usePageTitle(path: string): string {
  const { t } = useTranslation();
  const key = titleKeyOf(path);
  return t(`titles.${key}`, { defaultValue: humanizeSegment(key) });
}
