import { useTranslation } from "react-i18next";
import { humanizeSegment, titleKeyOf } from "./navigation";

/** The page title for a path: the catalog's title for its first segment, or the segment in words. */
export function usePageTitle(path: string): string {
  const { t } = useTranslation();
  const key = titleKeyOf(path);
  return t(`titles.${key}`, { defaultValue: humanizeSegment(key) });
}
