import { diffWords } from "diff";

// Words as Intl.Segmenter finds them, so text written without spaces (Chinese, Japanese) differs word by word.
let wordSegmenter: Intl.Segmenter | undefined;

/** Word-level differences between two texts (a version and the current content, two editions): removed words struck, added words marked. */
export function WordDiff({ from, to, testId = "version-diff" }: { from: string; to: string; testId?: string }) {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  let offset = 0;
  const parts = diffWords(from, to, { intlSegmenter: wordSegmenter }).map((part) => {
    const key = `${offset}-${part.added ? "+" : part.removed ? "-" : "="}`;
    offset += part.value.length;
    return { ...part, key };
  });
  return (
    <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm leading-relaxed" data-testid={testId}>
      {parts.map((part) =>
        part.added ? (
          <ins key={part.key} className="bg-emerald-100 text-emerald-900 no-underline">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={part.key} className="bg-red-100 text-red-800">
            {part.value}
          </del>
        ) : (
          <span key={part.key}>{part.value}</span>
        ),
      )}
    </p>
  );
}
