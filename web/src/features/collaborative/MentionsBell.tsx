import { Bell } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMarkRead, useMentionEmails, useMentions, useSetMentionEmails } from "./api/mention-queries";

const iconButton = "relative rounded-lg p-2 text-slate-600 transition hover:bg-slate-100 hover:text-slate-900";

/**
 * The bell in the top bar: how many mentions the member has not read, and the newest of them, each opening its
 * project; with marking all read and the switch for e-mails about mentions made while away.
 */
export default function MentionsBell() {
  const { t, i18n } = useTranslation("collaborative");
  const mentions = useMentions().data;
  const markRead = useMarkRead();
  const emails = useMentionEmails().data?.emails;
  const setEmails = useSetMentionEmails();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const unread = mentions?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !panel.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div className="relative" ref={panel}>
      <button
        type="button"
        className={iconButton}
        aria-expanded={open}
        aria-label={t("mentions.bell", { count: unread })}
        title={t("mentions.bell", { count: unread })}
        onClick={() => setOpen(!open)}
        data-testid="mentions-bell"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-semibold text-white">
            {unread > 99 ? "99+" : unread.toLocaleString(i18n.language)}
          </span>
        )}
      </button>
      {open && (
        <div
          className="absolute end-0 z-30 mt-2 w-80 space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          data-testid="mentions-panel"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold">{t("mentions.heading")}</h2>
            {unread > 0 && (
              <button
                type="button"
                className="text-xs text-indigo-700 hover:underline"
                onClick={() => markRead.mutate(undefined)}
              >
                {t("mentions.markAllRead")}
              </button>
            )}
          </div>
          {mentions && mentions.mentions.length > 0 ? (
            <ul className="max-h-80 space-y-1 overflow-y-auto">
              {mentions.mentions.map((mention) => (
                <li key={mention.id}>
                  <Link
                    to={`/collaborative?project=${mention.projectId}`}
                    className={`block rounded-lg p-2 text-sm hover:bg-slate-50 ${mention.readAt ? "text-slate-600" : "bg-indigo-50/60 text-slate-900"}`}
                    onClick={() => {
                      if (!mention.readAt) markRead.mutate([mention.id]);
                      setOpen(false);
                    }}
                  >
                    <span className="block text-xs text-slate-500">
                      {t(mention.source === "chat" ? "mentions.inChat" : "mentions.inComment", {
                        name: mention.author,
                        project: mention.project,
                      })}
                    </span>
                    <span className="line-clamp-2">{mention.excerpt}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{t("mentions.none")}</p>
          )}
          {emails !== undefined && (
            <label className="flex items-center gap-2 border-t border-slate-100 pt-2 text-xs text-slate-600">
              <input
                type="checkbox"
                checked={emails}
                disabled={setEmails.isPending}
                onChange={(event) => setEmails.mutate(event.target.checked)}
              />
              {t("mentions.emails")}
            </label>
          )}
        </div>
      )}
    </div>
  );
}
