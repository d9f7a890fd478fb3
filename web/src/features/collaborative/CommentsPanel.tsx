import { MessageSquarePlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_COMMENT_CHARS } from "../../../../durable-objects/collab-room/protocol";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { type CommentThread, useAddComment, useComments, useReply, useResolve } from "./api/comment-queries";
import { MentionField } from "./MentionField";
import type { Mentionable } from "./mention-query";

/** A passage of the document the member selected in the editor. */
export interface Selection {
  from: number;
  to: number;
  quote: string;
}

/** The longest quote a thread shows before "…". */
const QUOTE_SHOWN = 120;

function useFailureNotice() {
  const { t } = useTranslation("collaborative");
  return (error: unknown) => notify.error(t("comments.failedTitle"), serverMessage(error, t("comments.failed")));
}

function Thread({
  projectId,
  thread,
  canComment,
  members,
}: {
  projectId: string;
  thread: CommentThread;
  canComment: boolean;
  members: Mentionable[];
}) {
  const { t } = useTranslation("collaborative");
  const reply = useReply(projectId);
  const resolve = useResolve(projectId);
  const failed = useFailureNotice();
  const [text, setText] = useState("");
  const quote = thread.quote.length > QUOTE_SHOWN ? `${thread.quote.slice(0, QUOTE_SHOWN)}…` : thread.quote;
  const send = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ threadId: thread.id, body: text }, { onSuccess: () => setText(""), onError: failed });
  };
  return (
    <li
      className={`space-y-2 rounded-lg border p-3 text-sm ${thread.resolved ? "border-slate-200 bg-slate-50" : "border-amber-200 bg-amber-50/40"}`}
      data-testid="comment-thread"
    >
      <p className="text-xs text-slate-500">
        {thread.anchor ? t("comments.on", { quote }) : t("comments.detached", { quote })}
      </p>
      <ul className="space-y-1">
        {[thread, ...thread.replies].map((entry) => (
          <li key={entry.id}>
            <span className="font-medium text-slate-900">{entry.author}</span>{" "}
            <span className="whitespace-pre-line text-slate-700">{entry.body}</span>
          </li>
        ))}
      </ul>
      {thread.resolved && (
        <p className="text-xs text-slate-500">{t("comments.resolvedBy", { name: thread.resolved.by })}</p>
      )}
      {canComment && (
        <div className="flex flex-wrap items-end gap-2">
          {!thread.resolved && (
            <form onSubmit={send} className="flex grow gap-2">
              <MentionField
                className="field-input py-1 text-sm"
                aria-label={t("comments.replyLabel")}
                value={text}
                maxLength={MAX_COMMENT_CHARS}
                onChange={setText}
                members={members}
              />
              <button
                type="submit"
                className="btn-secondary px-3 py-1 text-xs"
                disabled={!text.trim() || reply.isPending}
              >
                {t("comments.reply")}
              </button>
            </form>
          )}
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-xs"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ threadId: thread.id, resolved: !thread.resolved }, { onError: failed })}
          >
            {thread.resolved ? t("comments.reopen") : t("comments.resolve")}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The document's comments: each thread with the passage it is on (or that its passage was deleted), its replies,
 * and, for members whose role comments, a reply box and resolve; a new comment goes on the passage selected in the
 * editor.
 */
export function CommentsPanel({
  projectId,
  canComment,
  selection,
  members,
}: {
  projectId: string;
  canComment: boolean;
  selection: Selection | null;
  /** Who "@" offers: the project's members. */
  members: Mentionable[];
}) {
  const { t } = useTranslation("collaborative");
  const comments = useComments(projectId);
  const add = useAddComment(projectId);
  const failed = useFailureNotice();
  const [text, setText] = useState("");
  const threads = comments.data?.threads ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selection) return;
    add.mutate({ ...selection, body: text }, { onSuccess: () => setText(""), onError: failed });
  };
  return (
    <section className="space-y-3" aria-labelledby="comments-heading" data-testid="comments">
      <h3 id="comments-heading" className="font-semibold">
        {t("comments.heading")}
      </h3>
      {canComment &&
        (selection ? (
          <form onSubmit={submit} className="space-y-2 rounded-lg border border-indigo-200 p-3">
            <label htmlFor="new-comment" className="field-label">
              {t("comments.newLabel", { quote: selection.quote.slice(0, QUOTE_SHOWN) })}
            </label>
            <MentionField
              id="new-comment"
              multiline
              rows={2}
              className="field-input"
              value={text}
              maxLength={MAX_COMMENT_CHARS}
              onChange={setText}
              members={members}
            />
            <button type="submit" className="btn-primary px-3 py-1 text-sm" disabled={!text.trim() || add.isPending}>
              <MessageSquarePlus className="h-4 w-4" aria-hidden />
              {add.isPending ? t("comments.adding") : t("comments.add")}
            </button>
          </form>
        ) : (
          <p className="text-xs text-slate-500">{t("comments.selectHint")}</p>
        ))}
      {threads.length === 0 ? (
        <p className="text-sm text-slate-500">{t("comments.none")}</p>
      ) : (
        <ul className="space-y-3">
          {threads.map((thread) => (
            <Thread key={thread.id} projectId={projectId} thread={thread} canComment={canComment} members={members} />
          ))}
        </ul>
      )}
    </section>
  );
}
