import { markdown } from "@codemirror/lang-markdown";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { yCollab } from "y-codemirror.next";
import { MarkdownView } from "../../components/MarkdownView";
import { notify } from "../../lib/notify";
import type { Selection } from "./CommentsPanel";
import { commentGutter, commentGutterTheme, commentMarks, commentTheme, setCommentRanges } from "./comment-marks";
import { LiveDocument, type LiveStatus } from "./live-document";
import { colorOf } from "./member-color";
import { type SuggestionMark, setSuggestionMarks, suggestionMarks, suggestionTheme } from "./suggestion-marks";

/** The preview follows the text at most this often while people type. */
const PREVIEW_EVERY_MS = 300;

/**
 * The project document, edited together: CodeMirror bound to the room's Yjs text, everyone's carets and selections
 * in their colour with their name, the Markdown preview beside it. Loaded only when a document is opened.
 */
export default function LiveEditor(props: EditorProps) {
  // A refused edit leaves this browser's copy apart from the room's: it starts again from the room's.
  const [generation, setGeneration] = useState(0);
  const restart = useCallback(() => setGeneration((n) => n + 1), []);
  return <EditorSession key={generation} {...props} onRefused={restart} />;
}

interface EditorProps {
  projectId: string;
  me: { id: string; name: string };
  canEdit: boolean;
  /** Suggesting: the text is not edited; the member selects what to change and says how beside it. */
  suggesting: boolean;
  /** The passages with open comments, marked in the text. */
  commentRanges: { from: number; to: number }[];
  /** The open suggestions, shown in the text in their author's colour. */
  suggestions: SuggestionMark[];
  /** Told of the passage the member selects, or where the cursor is (an empty passage), to comment or suggest. */
  onSelect: (selection: Selection | null) => void;
}

function EditorSession({
  projectId,
  me,
  canEdit,
  suggesting,
  commentRanges,
  suggestions,
  onSelect,
  onRefused,
}: EditorProps & { onRefused: () => void }) {
  const { t } = useTranslation("collaborative");
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [preview, setPreview] = useState("");

  useEffect(() => {
    const live = new LiveDocument(
      projectId,
      { name: me.name, color: colorOf(me.id) },
      {
        status: setStatus,
        refused: (reason) => {
          notify.error(t("live.refusedTitle"), reason);
          onRefused();
        },
      },
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setPreview(live.text.toString());
      }, PREVIEW_EVERY_MS);
    };
    live.text.observe(follow);
    setPreview(live.text.toString());
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: live.text.toString(),
        extensions: [
          basicSetup,
          markdown(),
          EditorView.lineWrapping,
          EditorState.readOnly.of(!canEdit || suggesting),
          // A member who suggests places the cursor and selects, but does not type into the shared text.
          EditorView.editable.of(canEdit || suggesting),
          EditorView.contentAttributes.of({ "aria-label": t("document.editorLabel") }),
          yCollab(live.text, live.awareness),
          commentMarks,
          commentTheme,
          commentGutter,
          commentGutterTheme,
          suggestionMarks,
          suggestionTheme,
          EditorView.updateListener.of((update) => {
            if (!update.selectionSet && !update.docChanged) return;
            const range = update.state.selection.main;
            select.current({ from: range.from, to: range.to, quote: update.state.sliceDoc(range.from, range.to) });
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      clearTimeout(timer);
      live.text.unobserve(follow);
      view.current = null;
      editor.destroy();
      live.destroy();
    };
  }, [projectId, me.id, me.name, canEdit, suggesting, t, onRefused]);

  useEffect(() => {
    // Again once the room's text has arrived: marks past the end of an empty editor are dropped.
    if (status === "live") view.current?.dispatch({ effects: setCommentRanges.of(commentRanges) });
  }, [commentRanges, status]);

  useEffect(() => {
    if (status === "live") view.current?.dispatch({ effects: setSuggestionMarks.of(suggestions) });
  }, [suggestions, status]);

  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500" data-testid="live-status">
        <span
          className={`inline-block h-2 w-2 rounded-full ${status === "live" ? "bg-emerald-500" : "bg-amber-500"}`}
          aria-hidden
        />
        {t(`live.status.${status}`)}
        {suggesting ? (
          <span className="text-slate-600">· {t("suggestions.suggestingHint")}</span>
        ) : (
          !canEdit && <span className="text-slate-600">· {t("live.readOnly")}</span>
        )}
      </p>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div
          ref={host}
          className="min-h-64 overflow-hidden rounded-xl border border-slate-300 text-sm [&_.cm-editor]:min-h-64 [&_.cm-editor]:bg-white"
          data-testid="live-editor"
        />
        <article className="min-h-64 rounded-xl bg-slate-50 p-4" data-testid="live-preview">
          {preview.trim() ? (
            <MarkdownView markdown={preview} />
          ) : (
            <p className="text-sm text-slate-500">{t("document.empty")}</p>
          )}
        </article>
      </div>
    </div>
  );
}
