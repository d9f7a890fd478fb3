import { Check, PenLine, Sparkles, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_SUGGESTION_CHARS } from "../../../../durable-objects/collab-room/protocol";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import {
  type Decision,
  type Suggestion,
  useDecide,
  useDecideAll,
  useSuggest,
  useSuggestions,
  useSuggestRewrite,
} from "./api/suggestion-queries";
import type { Selection } from "./CommentsPanel";
import { colorOf } from "./member-color";

/** The longest passage a suggestion shows before "…". */
const SHOWN = 160;
const shorten = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);

function useFailureNotice() {
  const { t } = useTranslation("collaborative");
  return (error: unknown) => notify.error(t("suggestions.failedTitle"), serverMessage(error, t("suggestions.failed")));
}

/** What a suggestion does, in words: delete, insert, or replace, with the text struck and added. */
function Change({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation("collaborative");
  const color = colorOf(suggestion.authorId);
  return (
    <p className="text-sm">
      <span className="font-medium" style={{ color }}>
        {suggestion.author || t("suggestions.formerMember")}
      </span>{" "}
      {suggestion.origin === "ai" && (
        <span className="me-1 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-800">
          {t("suggestions.aiTag")}
        </span>
      )}
      {suggestion.quote && (
        <del className="bg-rose-50 text-rose-900" data-testid="suggested-delete">
          {shorten(suggestion.quote)}
        </del>
      )}
      {suggestion.quote && suggestion.replacement && " → "}
      {suggestion.replacement && (
        <ins className="bg-emerald-50 text-emerald-900" data-testid="suggested-insert">
          {shorten(suggestion.replacement)}
        </ins>
      )}
    </p>
  );
}

function OpenSuggestion({
  projectId,
  suggestion,
  canDecide,
}: {
  projectId: string;
  suggestion: Suggestion;
  canDecide: boolean;
}) {
  const { t } = useTranslation("collaborative");
  const decide = useDecide(projectId);
  const failed = useFailureNotice();
  const send = (status: Decision) => decide.mutate({ suggestionId: suggestion.id, status }, { onError: failed });
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="suggestion">
      <Change suggestion={suggestion} />
      {!suggestion.anchor && <p className="text-xs text-slate-500">{t("suggestions.detached")}</p>}
      {canDecide && (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-xs"
            disabled={decide.isPending || !suggestion.anchor}
            onClick={() => send("accepted")}
          >
            <Check className="h-4 w-4" aria-hidden />
            {t("suggestions.accept")}
          </button>
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-xs"
            disabled={decide.isPending}
            onClick={() => send("rejected")}
          >
            <X className="h-4 w-4" aria-hidden />
            {t("suggestions.reject")}
          </button>
        </div>
      )}
    </li>
  );
}

/** The form for a new suggestion: the selected passage (or nothing, at the cursor) rewritten as it should read. */
function NewSuggestion({ projectId, selection }: { projectId: string; selection: Selection }) {
  const { t } = useTranslation("collaborative");
  const suggest = useSuggest(projectId);
  const rewrite = useSuggestRewrite(projectId);
  const failed = useFailureNotice();
  const [text, setText] = useState(selection.quote);
  useEffect(() => setText(selection.quote), [selection.quote]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    suggest.mutate({ ...selection, replacement: text }, { onError: failed });
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg border border-indigo-200 p-3">
      <label htmlFor="new-suggestion" className="field-label">
        {selection.quote
          ? t("suggestions.replaceLabel", { quote: shorten(selection.quote) })
          : t("suggestions.insertLabel")}
      </label>
      <textarea
        id="new-suggestion"
        rows={3}
        className="field-input"
        value={text}
        maxLength={MAX_SUGGESTION_CHARS}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn-primary px-3 py-1 text-sm"
          disabled={text === selection.quote || suggest.isPending}
        >
          <PenLine className="h-4 w-4" aria-hidden />
          {suggest.isPending ? t("suggestions.sending") : t("suggestions.send")}
        </button>
        {selection.quote.trim() && (
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm"
            disabled={rewrite.isPending}
            onClick={() => rewrite.mutate(selection, { onError: failed })}
          >
            <Sparkles className="h-4 w-4" aria-hidden />
            {rewrite.isPending ? t("suggestions.rewriting") : t("suggestions.rewrite")}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The document's suggestions: open ones with accept and reject for those who edit (one by one or all at once), the
 * form for a new one while suggesting, and the ones already decided.
 */
export function SuggestionsPanel({
  projectId,
  canDecide,
  suggesting,
  selection,
}: {
  projectId: string;
  canDecide: boolean;
  suggesting: boolean;
  selection: Selection | null;
}) {
  const { t } = useTranslation("collaborative");
  const all = useSuggestions(projectId).data?.suggestions ?? [];
  const decideAll = useDecideAll(projectId);
  const failed = useFailureNotice();
  const open = all.filter((suggestion) => suggestion.status === "open");
  const decided = all.filter((suggestion) => suggestion.status !== "open").reverse();
  const decideEvery = (status: Decision) =>
    decideAll.mutate(status, {
      onError: failed,
      onSuccess: ({ skipped }) => {
        if (skipped > 0) notify.error(t("suggestions.failedTitle"), t("suggestions.skipped", { count: skipped }));
      },
    });
  return (
    <section className="space-y-3" aria-labelledby="suggestions-heading" data-testid="suggestions">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="suggestions-heading" className="font-semibold">
          {t("suggestions.heading")}
        </h3>
        {canDecide && open.length > 0 && (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-xs"
              disabled={decideAll.isPending}
              onClick={() => decideEvery("accepted")}
            >
              {t("suggestions.acceptAll")}
            </button>
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-xs"
              disabled={decideAll.isPending}
              onClick={() => decideEvery("rejected")}
            >
              {t("suggestions.rejectAll")}
            </button>
          </div>
        )}
      </div>
      {suggesting &&
        (selection ? (
          <NewSuggestion projectId={projectId} selection={selection} />
        ) : (
          <p className="text-xs text-slate-500">{t("suggestions.selectHint")}</p>
        ))}
      {open.length === 0 ? (
        <p className="text-sm text-slate-500">{t("suggestions.none")}</p>
      ) : (
        <ul className="space-y-2">
          {open.map((suggestion) => (
            <OpenSuggestion key={suggestion.id} projectId={projectId} suggestion={suggestion} canDecide={canDecide} />
          ))}
        </ul>
      )}
      {decided.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600">
            {t("suggestions.decided", { count: decided.length })}
          </summary>
          <ul className="mt-2 space-y-2">
            {decided.map((suggestion) => (
              <li key={suggestion.id} className="rounded-lg bg-slate-50 p-2" data-testid="decided-suggestion">
                <Change suggestion={suggestion} />
                <p className="text-xs text-slate-500">
                  {t(suggestion.status === "accepted" ? "suggestions.acceptedBy" : "suggestions.rejectedBy", {
                    name: suggestion.decided?.by ?? "",
                  })}
                </p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
