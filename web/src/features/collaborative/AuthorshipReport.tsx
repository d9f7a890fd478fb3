import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/PageLoading";
import { formatPercent } from "../../lib/format";
import { type Authorship, useAuthorship } from "./api/authorship-queries";
import { colorOf } from "./member-color";

type Origin = Authorship["origins"][number]["origin"];
const ORIGIN_COLORS: Record<Origin, string> = {
  typed: "#4f46e5",
  pasted: "#d97706",
  suggested: "#059669",
  ai: "#7c3aed",
  imported: "#64748b",
};
/** How an origin is drawn under its passage in the highlighted text. */
const ORIGIN_LINES: Record<Origin, string> = {
  typed: "solid",
  pasted: "dashed",
  suggested: "wavy",
  ai: "double",
  imported: "dotted",
};

/** One share per row, as a bar of its width: by member or by origin. */
function Shares({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; name: string; share: number; color: string }[];
}) {
  const { i18n } = useTranslation();
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-medium">{label}</h4>
      <ul className="space-y-1">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[10rem_1fr_3.5rem] items-center gap-2 text-sm">
            <span className="truncate">{row.name}</span>
            <span className="h-2 rounded-full bg-slate-100">
              <span className="block h-2 rounded-full" style={{ width: `${row.share}%`, backgroundColor: row.color }} />
            </span>
            <span className="text-right tabular-nums">{formatPercent(row.share, i18n.language)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Who wrote the document as it stands: shares by member and by origin, the text with each passage marked in its
 * author's colour and underlined by how it arrived, the detector's score of each long passage, the method, and the
 * report to download for those who may export.
 */
export function AuthorshipReport({ projectId, canExport }: { projectId: string; canExport: boolean }) {
  const { t, i18n } = useTranslation("collaborative");
  const report = useAuthorship(projectId, true);
  if (!report.data) return <PageLoading />;
  const { members, origins, passages, minScoredWords } = report.data;
  const nameOf = (author: { userId: string; name: string } | null) =>
    author ? author.name || t("authorship.formerMember") : t("authorship.nobody");
  const scored = passages.filter((passage) => passage.aiScore !== null);
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language" });
  const notJudged = [
    ...new Set(passages.flatMap((passage) => (passage.notJudgedLanguage ? [passage.notJudgedLanguage] : []))),
  ];
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-4" data-testid="authorship-report">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t("authorship.heading")}</h3>
        {canExport && (
          <div className="flex gap-2">
            {(["html", "pdf"] as const).map((format) => (
              <a
                key={format}
                href={`/api/collaborative/projects/${projectId}/authorship/export?format=${format}`}
                className="btn-secondary px-3 py-1 text-xs"
                download
              >
                <Download className="h-4 w-4" aria-hidden />
                {t(`authorship.download.${format}`)}
              </a>
            ))}
          </div>
        )}
      </div>
      {passages.length === 0 ? (
        <p className="text-sm text-slate-500">{t("document.empty")}</p>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <Shares
              label={t("authorship.byMember")}
              rows={members.map((member) => ({
                key: member.userId ?? "",
                name: nameOf(member.userId ? { userId: member.userId, name: member.name } : null),
                share: member.share,
                color: member.userId ? colorOf(member.userId) : "#94a3b8",
              }))}
            />
            <Shares
              label={t("authorship.byOrigin")}
              rows={origins.map((origin) => ({
                key: origin.origin,
                name: t(`authorship.origins.${origin.origin}`),
                share: origin.share,
                color: ORIGIN_COLORS[origin.origin],
              }))}
            />
          </div>
          <div className="space-y-1">
            <h4 className="text-sm font-medium">{t("authorship.highlighted")}</h4>
            <p
              className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm leading-relaxed"
              data-testid="authorship-text"
            >
              {passages.map((passage, index) => {
                const color = passage.author ? colorOf(passage.author.userId) : "#94a3b8";
                const label = `${nameOf(passage.author)} · ${t(`authorship.origins.${passage.origin}`)}`;
                return (
                  <span
                    // Passages are in document order and never reorder while shown.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={index}
                    title={label}
                    data-origin={passage.origin}
                    style={{
                      backgroundColor: `${color}33`,
                      textDecorationLine: "underline",
                      textDecorationStyle: ORIGIN_LINES[passage.origin] as "solid",
                      textDecorationColor: ORIGIN_COLORS[passage.origin],
                    }}
                  >
                    {passage.text}
                  </span>
                );
              })}
            </p>
            <p className="text-xs text-slate-500">{t("authorship.legend")}</p>
          </div>
          <div className="space-y-1">
            <h4 className="text-sm font-medium">{t("authorship.scored")}</h4>
            {notJudged.map((code) => (
              <p key={code} className="text-sm text-amber-800" data-testid="authorship-not-judged">
                {t("authorship.notJudged", { language: code === "und" ? code : (languageName.of(code) ?? code) })}
              </p>
            ))}
            {scored.length === 0 && notJudged.length === 0 ? (
              <p className="text-sm text-slate-500">{t("authorship.noneScored", { words: minScoredWords })}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {scored.map((passage, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: passages keep their document order
                  <li key={index} className="flex flex-wrap justify-between gap-2 rounded bg-slate-50 px-2 py-1">
                    <span className="min-w-0 flex-1 truncate">
                      {nameOf(passage.author)} · {t(`authorship.origins.${passage.origin}`)} · “
                      {passage.text.slice(0, 80)}…”
                    </span>
                    <span className="tabular-nums">{t("authorship.score", { score: passage.aiScore })}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer">{t("authorship.method")}</summary>
        <p className="mt-2">{t("authorship.methodText")}</p>
      </details>
    </section>
  );
}
