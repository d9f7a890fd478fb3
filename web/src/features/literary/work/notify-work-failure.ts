import { getI18n } from "react-i18next";
import { notifyFailure, planLabels } from "../../../lib/notify-failure";

/** The work page's one way to report a change that was not saved. */
export function notifyWorkFailure(error: unknown): void {
  const t = getI18n().t;
  notifyFailure(t("literary:work.failedTitle"), error, t("literary:work.failed"), planLabels(t));
}
