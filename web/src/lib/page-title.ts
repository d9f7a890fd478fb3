import { useTranslation } from "react-i18next";
import { humanizeSegment } from "../../../worker/common/path-segment";

/** The catalog key of a path's title: the first segment names the page. */
export function titleKeyOf(path: string): string {
  return path.split("/").filter(Boolean)[0] ?? "home";
}

/** The page title for a path: the catalog's title for its first segment, or the segment in words. */
export function usePageTitle(path: string): string {
  const { t } = useTranslation();
  const key = titleKeyOf(path);
  return t(`titles.${key}`, { defaultValue: humanizeSegment(key) });
}
