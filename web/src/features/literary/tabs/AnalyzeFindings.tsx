import { useTranslation } from "react-i18next";
import type { useAnalyze } from "../api/queries";

type Report = NonNullable<ReturnType<typeof useAnalyze>["data"]>;

/** The reading-ease formulas' own names: proper names, the same in every language. */
const FORMULA_NAMES: Record<string, string> = {
  flesch: "Flesch",
  "szigriszt-pazos": "Szigriszt-Pazos",
  "kandel-moles": "Kandel-Moles",
  amstad: "Amstad",
  gulpease: "Gulpease",
  "flesch-martins": "Flesch-Martins",
  oborneva: "Oborneva",
};

export const formulaName = (formula: string) => FORMULA_NAMES[formula] ?? formula;

/** Which formula measured the text's reading ease, for which language, or why none did. */
export function ReadabilityNote({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("literary");
  const { readability } = report;
  const languageName = (code: string) => new Intl.DisplayNames([i18n.language], { type: "language" }).of(code) ?? code;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format;
  let note: string;
  if (readability.formulaLanguage)
    note = t("analyze.grades", {
      fk: number(readability.fleschKincaidGrade ?? 0),
      ari: number(readability.automatedReadabilityIndex ?? 0),
      language: report.language.language,
    });
  else if (readability.readingEase)
    note = t("analyze.easeFormula", {
      formula: formulaName(readability.readingEase.formula),
      language: languageName(readability.readingEase.language),
      plain: number(readability.readingEase.plain),
    });
  else note = t("analyze.gradesOtherLanguage", { language: languageName(report.language.language) });
  return (
    <p className="text-xs text-slate-500" data-testid="readability-grades">
      {note}
    </p>
  );
}

type Translate = ReturnType<typeof useTranslation>["t"];

function issueText(issue: Report["structureIssues"][number], t: Translate, number: (value: unknown) => string): string {
  const values = issue.values;
  switch (issue.kind) {
    case "hard-to-read":
      return "grade" in values
        ? t("analyze.issue.hardToReadGrade", { grade: number(values.grade) })
        : t("analyze.issue.hardToReadEase", {
            score: number(values.score),
            plain: number(values.plain),
            formula: formulaName(String(values.formula)),
          });
    case "long-paragraph":
      return t("analyze.issue.longParagraph", { count: Number(values.count) });
    case "long-sentence":
      return t("analyze.issue.longSentence", { count: Number(values.count) });
    case "no-headings":
      return t("analyze.issue.noHeadings");
    case "passive-voice":
      return t("analyze.issue.passiveVoice", { count: Number(values.count), sentences: number(values.sentences) });
    case "repeated-word":
      return t("analyze.issue.repeatedWord", { count: Number(values.count), word: values.word });
  }
}

/** Structure issues and suggestions, in the reader's language. */
export function IssuesAndSuggestions({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("literary");
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const number = (value: unknown) => format.format(Number(value));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="mb-2 font-semibold">{t("analyze.issues")}</h3>
        {report.structureIssues.length ? (
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700" data-testid="structure-issues">
            {report.structureIssues.map((issue) => (
              <li key={issue.kind}>{issueText(issue, t, number)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t("analyze.noIssues")}</p>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold">{t("analyze.suggestions")}</h3>
        {report.suggestions.length ? (
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700" data-testid="analysis-suggestions">
            {report.suggestions.map((suggestion) => (
              <li key={suggestion.kind}>{t(`analyze.suggestion.${suggestion.kind}`)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t("analyze.noSuggestions")}</p>
        )}
      </div>
    </div>
  );
}
