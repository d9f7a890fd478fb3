import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Overview } from "./api/dashboard-queries";

/** What happened on the account lately, as the features wrote it to the activity log. */
export function RecentActivity({ activity }: { activity: Overview["activity"] }) {
  const { t, i18n } = useTranslation("dashboard");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language" });
  const subjectOf = (entry: Overview["activity"][number]) =>
    entry.kind === "translation"
      ? (languageName.of(entry.subject) ?? entry.subject)
      : entry.kind === "rewrite"
        ? t(`common:titles.${entry.subject}`, { defaultValue: entry.subject })
        : entry.subject;
  return (
    <section className="card" aria-labelledby="activity-heading" data-testid="recent-activity">
      <h2 id="activity-heading" className="font-semibold">
        {t("activity.heading")}
      </h2>
      {activity.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t("activity.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {activity.map((entry) => {
            const text = t(`activity.kinds.${entry.kind}`, { subject: subjectOf(entry) });
            return (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                {entry.link ? (
                  <Link to={entry.link} className="text-slate-800 hover:text-indigo-700">
                    {text}
                  </Link>
                ) : (
                  <span>{text}</span>
                )}
                <time className="shrink-0 text-xs text-slate-500" dateTime={new Date(entry.createdAt).toISOString()}>
                  {when.format(entry.createdAt)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
