import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type ChatMessage,
  DELETED_CLOSE_CODE,
  type Presence,
  REMOVED_CLOSE_CODE,
  type ServerFrame,
  SIGNED_OUT_CLOSE_CODE,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from "../../../../durable-objects/collab-room/protocol";
import { CURRENT_USER_KEY } from "../../lib/current-user";
import { liveSocketUrl } from "../../lib/live-socket-url";
import { MENTIONS_KEY } from "./api/mention-queries";
import { fetchMessagesAfter, postMessage, useRefreshProjects } from "./api/queries";

const MAX_BACKOFF_MS = 30_000;
const TYPING_SHOWN_MS = 3000;
/**
 * One "typing" notice per this long, however fast the keys come: the others see it for TYPING_SHOWN_MS, and the
 * room allows each connection 10 frames a second (bursts of 20), so a notice per key would use up the allowance
 * and the message sent after a quick line of typing would be refused.
 */
export const TYPING_NOTICE_EVERY_MS = 2000;

/** Adds messages by id, in id order, never twice. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export type RoomStatus = "connecting" | "live" | "reconnecting";

/**
 * The project's live room: chat history, new messages, presence and typing over a WebSocket. On every (re)connect it
 * fetches what it missed since its last message id; it reconnects with exponential backoff; sending falls back to
 * HTTP while the socket is down. A sent message stays pending, under its own client id, until the room confirms it;
 * on reconnect the pending ones are sent again, and the room stores a resend once. When a teammate changes the
 * project, its queries are asked for again.
 */
export function useProjectRoom(projectId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [presence, setPresence] = useState<Presence[]>([]);
  const [typing, setTyping] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<RoomStatus>("connecting");
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const refreshProjects = useRefreshProjects();
  const queryClient = useQueryClient();
  const socket = useRef<WebSocket | null>(null);
  const lastId = useRef(0);
  const pending = useRef(new Map<string, string>());

  const catchUp = useCallback(async () => {
    const { messages: missed } = await fetchMessagesAfter(projectId, lastId.current);
    setMessages((current) => mergeMessages(current, missed));
  }, [projectId]);

  useEffect(() => {
    lastId.current = messages.at(-1)?.id ?? 0;
  }, [messages]);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
    setMessages([]);
    lastId.current = 0;
    pending.current.clear();

    const open = () => {
      const url = liveSocketUrl(`/api/collaborative/projects/${projectId}/live`);
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onmessage = (event) => {
        const frame = JSON.parse(event.data as string) as ServerFrame;
        if (frame.type === "welcome") {
          attempt = 0;
          setStatus("live");
          setPresence(frame.presence);
          void catchUp();
          // Messages sent while the connection was failing may never have arrived: the room stores a resend once.
          for (const [clientId, message] of pending.current)
            ws.send(JSON.stringify({ type: "message", message, clientId }));
        } else if (frame.type === "presence") setPresence(frame.presence);
        else if (frame.type === "message") {
          if (frame.clientId) pending.current.delete(frame.clientId);
          setMessages((current) => mergeMessages(current, [frame.message]));
        } else if (frame.type === "typing") {
          setTyping((current) => ({ ...current, [frame.userId]: frame.name }));
          clearTimeout(typingTimers.get(frame.userId));
          typingTimers.set(
            frame.userId,
            setTimeout(() => setTyping(({ [frame.userId]: _gone, ...rest }) => rest), TYPING_SHOWN_MS),
          );
        } else if (frame.type === "project") void refreshProjects();
        else if (frame.type === "mentioned") void queryClient.invalidateQueries({ queryKey: MENTIONS_KEY });
        else if (frame.type === "error") {
          if (frame.clientId) pending.current.delete(frame.clientId);
          setError({ code: frame.code, message: frame.message });
          if (frame.code === "removed") void refreshProjects();
        }
      };
      ws.onclose = (event) => {
        socket.current = null;
        if (event.code === SIGNED_OUT_CLOSE_CODE) {
          // Signed out, here or on every device: the shell finds no user and asks the user to sign in again.
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
          return;
        }
        // Refused for having too many tabs open: the error frame before the close says so; retrying cannot help.
        if (event.code === TOO_MANY_SOCKETS_CLOSE_CODE) return;
        if (stopped || event.code === REMOVED_CLOSE_CODE || event.code === DELETED_CLOSE_CODE) {
          if (stopped) return;
          setError({ code: event.code === REMOVED_CLOSE_CODE ? "removed" : "deleted", message: event.reason });
          void refreshProjects();
          return;
        }
        setStatus("reconnecting");
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
        attempt += 1;
        retry = setTimeout(open, delay);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      for (const timer of typingTimers.values()) clearTimeout(timer);
      socket.current?.close(1000, "Left the project");
    };
  }, [projectId, catchUp, refreshProjects, queryClient]);

  const send = useCallback(
    async (text: string) => {
      setError(null);
      const clientId = crypto.randomUUID();
      pending.current.set(clientId, text);
      const ws = socket.current;
      if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "message", message: text, clientId }));
      else {
        // Sent or refused, this message is settled: the user hears of a failure and is not resent behind their back.
        const posted = postMessage(projectId, text, clientId).finally(() => pending.current.delete(clientId));
        const { message } = await posted;
        setMessages((current) => mergeMessages(current, [message]));
      }
    },
    [projectId],
  );

  const lastTypingNotice = useRef(0);
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingNotice.current < TYPING_NOTICE_EVERY_MS) return;
    if (socket.current?.readyState !== WebSocket.OPEN) return;
    lastTypingNotice.current = now;
    socket.current.send(JSON.stringify({ type: "typing" }));
  }, []);

  return { messages, presence, typing: Object.values(typing), status, error, send, notifyTyping };
}
