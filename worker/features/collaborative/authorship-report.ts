/**
 * The authorship report of a project document: the room's record of who wrote each passage and how it arrived, with
 * the calibrated detector's score beside each passage long enough to score, and the report as a page or a PDF to
 * hand to someone else, its method stated.
 */
import type { Authorship } from "../../../durable-objects/collab-room/protocol";
import { OFFLINE_DOCUMENT_POLICY } from "../../common/markdown";
import { escapeMarkup as escapeHtml } from "../../common/markup";
import { formatPercent, numberFormat } from "../../common/number-format";
import { fill } from "../../email/fill";
import { emailStrings } from "../../email/messages";
import type { FontFileReader } from "../../files/fonts/font-files";
import { buildTextPdf } from "../../files/pdf/text-pdf";
import { detectAiWriting, MIN_RELIABLE_WORDS } from "../../text/detector";
import { wordTokens } from "../../text/readability";

/** How many passages a report scores: the detector's cost grows with the text, and a report must stay quick. */
export const MAX_SCORED_PASSAGES = 200;

export type ScoredAuthorship = Omit<Authorship, "passages"> & {
  /** `notJudgedLanguage`: a passage long enough to score but in a language the detector cannot judge yet. */
  passages: (Authorship["passages"][number] & { aiScore: number | null; notJudgedLanguage: string | null })[];
  /** Passages shorter than this many words get no score: the detector is not reliable below it. */
  minScoredWords: number;
};

/** The report with the detector's score (0-100, likely machine-written) beside each passage long enough to score. */
export function scoreAuthorship(authorship: Authorship): ScoredAuthorship {
  let scored = 0;
  const passages = authorship.passages.map((passage) => {
    if (scored >= MAX_SCORED_PASSAGES || wordTokens(passage.text).length < MIN_RELIABLE_WORDS) {
      return { ...passage, aiScore: null, notJudgedLanguage: null };
    }
    scored++;
    const detection = detectAiWriting(passage.text);
    return {
      ...passage,
      aiScore: detection.aiLikelihood,
      notJudgedLanguage: detection.aiLikelihood === null ? detection.language : null,
    };
  });
  return { ...authorship, passages, minScoredWords: MIN_RELIABLE_WORDS };
}

type ReportStrings = ReturnType<typeof emailStrings>["authorship"];

function memberName(strings: ReportStrings, name: string | undefined, known: boolean): string {
  if (!known) return strings.nobody;
  return name || strings.formerMember;
}

interface ReportSource {
  title: string;
  report: ScoredAuthorship;
  language: string | null;
  date: Date;
}

function passageScore(
  strings: ReportStrings,
  passage: ScoredAuthorship["passages"][number],
  minScoredWords: number,
  language: string,
): string {
  if (passage.aiScore !== null) return fill(strings.score, { score: passage.aiScore }, language);
  if (passage.notJudgedLanguage === null) return fill(strings.unscored, { words: minScoredWords }, language);
  const name = new Intl.DisplayNames([language], { type: "language" });
  const code = passage.notJudgedLanguage;
  return fill(strings.notJudged, { language: code === "und" ? code : (name.of(code) ?? code) });
}

/** The report's words, in the reader's language. */
function wordsOf({ title, report, language, date }: ReportSource) {
  const strings = emailStrings(language).authorship;
  const lang = language ?? "en";
  const day = date.toISOString().slice(0, 10);
  const share = (percent: number, characters: number) =>
    `${formatPercent(percent, lang)} (${numberFormat(lang).format(characters)})`;
  const members = report.members.map(
    (m) => `${memberName(strings, m.name, m.userId !== null)}: ${share(m.share, m.characters)}`,
  );
  const origins = report.origins.map((o) => `${strings.origins[o.origin]}: ${share(o.share, o.characters)}`);
  const passages = report.passages.map((passage) => ({
    who: memberName(strings, passage.author?.name, passage.author !== null),
    how: strings.origins[passage.origin],
    score: passageScore(strings, passage, report.minScoredWords, lang),
    text: passage.text,
  }));
  return {
    strings,
    heading: fill(strings.title, { title }),
    generated: fill(strings.generated, { date: day, characters: report.characters }, lang),
    members,
    origins,
    passages,
  };
}

/** The report as a page that stands alone: summary, every passage marked with who and how, and the method. */
export function authorshipHtml(source: ReportSource): string {
  const words = wordsOf(source);
  const { strings } = words;
  const lang = escapeHtml(emailStrings(source.language).lang);
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const passages = words.passages
    .map(
      (p) =>
        `<section class="passage"><p class="meta">${escapeHtml(`${p.who} · ${p.how} · ${p.score}`)}</p><p class="text">${escapeHtml(p.text)}</p></section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${lang}" dir="${emailStrings(source.language).dir}">
<head><meta charset="utf-8">${OFFLINE_DOCUMENT_POLICY}<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.heading)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
.passage{border-left:4px solid #6366f1;padding:.25rem .75rem;margin:.75rem 0}.meta{font-size:.8rem;color:#475569;margin:0}
.text{white-space:pre-wrap;margin:.25rem 0}</style></head>
<body>
<h1>${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(words.generated)}</p>
<h2>${escapeHtml(strings.byMember)}</h2>${list(words.members)}
<h2>${escapeHtml(strings.byOrigin)}</h2>${list(words.origins)}
<h2>${escapeHtml(strings.method)}</h2><p>${escapeHtml(strings.methodText)}</p><p>${escapeHtml(strings.limits)}</p>
<h2>${escapeHtml(strings.passages)}</h2>
${passages}
</body></html>
`;
}

/** The same report as a PDF (null when the text needs a script the PDF writer cannot set, such as Arabic). */
export async function authorshipPdf(source: ReportSource, fonts: FontFileReader): Promise<Uint8Array | null> {
  const words = wordsOf(source);
  const { strings } = words;
  // The passages are quoted as text: Markdown marks a writer typed must not turn into headings or emphasis.
  const plain = (text: string) => text.replace(/([\\`*_#>[\]-])/g, "\\$1");
  const pdf = await buildTextPdf(
    {
      title: words.heading,
      // The PDF's Author is a name, not a sentence: the report is Inkspire's; when and from what it was made is said
      // under the title, on the first page with the summary (a report has no page to spare for a title alone).
      author: "Inkspire",
      subtitle: words.generated,
      titlePage: false,
      language: source.language ?? "en",
      sections: [
        {
          heading: strings.summary,
          body: [
            `**${strings.byMember}**`,
            ...words.members.map((m) => `- ${plain(m)}`),
            "",
            `**${strings.byOrigin}**`,
            ...words.origins.map((o) => `- ${plain(o)}`),
          ].join("\n"),
        },
        { heading: strings.method, body: `${plain(strings.methodText)}\n\n${plain(strings.limits)}` },
        {
          heading: strings.passages,
          body: words.passages
            .map((p) => `**${plain(`${p.who} · ${p.how} · ${p.score}`)}**\n\n${plain(p.text)}`)
            .join("\n\n"),
        },
      ],
    },
    fonts,
  );
  return pdf.bytes ?? null;
}
