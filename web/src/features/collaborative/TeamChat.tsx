import { useQueryClient } from "@tanstack/react-query";
import { MessageSquare, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { Avatars } from "./Avatars";
import type { Project } from "./api/queries";
import { MentionField } from "./MentionField";
import { useProjectRoom } from "./use-project-room";

export function TeamChat({ project }: { project: Project }) {
  const { t, i18n } = useTranslation("collaborative");
  const room = useProjectRoom(project.id);
  const [text, setText] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const canComment =
    project.role === "owner" ||
    ((project.role === "editor" || project.role === "reviewer") && project.permissions.includes("comment"));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is what moves the list to its end
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [room.messages.length]);

  // Someone online who is not in the member list has just joined: fetch the project again to show them.
  const queryClient = useQueryClient();
  const unknown = room.presence.some((p) => !project.collaborators.some((c) => c.id === p.userId));
  useEffect(() => {
    if (unknown) void queryClient.invalidateQueries({ queryKey: ["/api/collaborative/projects"] });
  }, [unknown, queryClient]);

  useEffect(() => {
    if (room.error && room.error.code !== "removed" && room.error.code !== "deleted")
      notify.error(t("chat.failedTitle"), serverMessage(room.error, t("chat.failed")));
  }, [room.error, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    room.send(text.trim()).then(
      () => setText(""),
      () => notify.error(t("chat.failedTitle"), t("chat.failed")),
    );
    setText("");
  };

  return (
    <section className="card flex flex-col gap-3" aria-labelledby="chat-heading">
      <div className="flex items-center justify-between gap-2">
        <h3 id="chat-heading" className="flex items-center gap-2 font-semibold">
          <MessageSquare className="h-4 w-4 text-indigo-500" aria-hidden />
          {t("chat.heading")}
        </h3>
        <div className="flex items-center gap-2">
          <Avatars
            people={room.presence.map((p) => ({ id: p.userId, name: p.name }))}
            label={t("chat.online", { count: room.presence.length })}
          />
          <span
            className={`text-xs ${room.status === "live" ? "text-emerald-600" : "text-amber-600"}`}
            data-testid="room-status"
          >
            {t(`chat.status.${room.status}`)}
          </span>
        </div>
      </div>
      {room.error?.code === "removed" && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{t("chat.removed")}</p>
      )}
      <ol
        ref={list}
        className="h-72 space-y-2 overflow-y-auto rounded-lg bg-slate-50 p-3"
        aria-live="polite"
        data-testid="chat-messages"
      >
        {room.messages.map((message) => (
          <li key={message.id} className="text-sm">
            <span className="font-semibold">{message.author}</span>{" "}
            <span className="text-xs text-slate-500">
              {new Date(message.timestamp).toLocaleTimeString(i18n.language)}
            </span>
            <p className="whitespace-pre-wrap text-slate-800">{message.message}</p>
          </li>
        ))}
        {room.messages.length === 0 && <li className="text-sm text-slate-500">{t("chat.empty")}</li>}
      </ol>
      <p className="h-4 text-xs text-slate-500" aria-live="polite">
        {room.typing.length > 0 ? t("chat.typing", { names: room.typing.join(", ") }) : ""}
      </p>
      {canComment ? (
        <form onSubmit={submit} className="flex gap-2">
          <MentionField
            className="field-input"
            aria-label={t("chat.message")}
            placeholder={t("chat.message")}
            maxLength={4000}
            value={text}
            onChange={(value) => {
              setText(value);
              room.notifyTyping();
            }}
            members={project.collaborators}
          />
          <button type="submit" className="btn-primary" aria-label={t("chat.send")}>
            <Send className="h-4 w-4" aria-hidden />
          </button>
        </form>
      ) : (
        <p className="text-xs text-slate-500">{t("chat.readOnly")}</p>
      )}
    </section>
  );
}
