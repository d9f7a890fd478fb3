/**
 * The project room's protocol: the frames the browser and the CollabRoom Durable Object send each other over a
 * project's WebSocket, its close codes, and the shapes the worker passes to and gets from the room's RPC methods.
 * Pure (no runtime APIs, no dependencies), so the web app imports it as it is.
 */
import type { ProjectRole } from "../../schema/collaborative-enums";
import type { ErrorCode } from "../../worker/common/error-codes";

/** The longest chat message, in characters, whether it comes over the socket or over HTTP. */
export const MAX_MESSAGE_CHARS = 4000;
/** A browser's own id for a message it sent (a resend carries the same one); anything longer is dropped. */
export const MAX_CLIENT_ID_CHARS = 64;
/*
 * A refusal that must not be retried closes with a code in 4400-4499, the range y-websocket and other stock clients
 * treat as final (HTTP's 4xx plus 4000); one after which the browser should reconnect uses 4000-4399.
 */
/** The room's close code for a member removed from the project (final). */
export const REMOVED_CLOSE_CODE = 4403;
/** The room's close code for a member who signed out, on this device or everywhere (final). */
export const SIGNED_OUT_CLOSE_CODE = 4401;
/**
 * The room's close code for a socket whose session reached the end it had when the socket opened: the browser
 * reconnects, and the upgrade checks the session again (it may have been renewed since).
 */
export const SESSION_ENDED_CLOSE_CODE = 4002;
/** The room's close code for everyone when the owner deletes the project (final). */
export const DELETED_CLOSE_CODE = 4404;

/** A member as the room names them: who wrote a message, who changed the project. */
export interface Member {
  id: string;
  name: string;
}

export interface ChatMessage {
  id: number;
  authorId: string;
  author: string;
  message: string;
  timestamp: number;
}

export interface Presence {
  userId: string;
  name: string;
  role: ProjectRole;
}

/** What changed in the project: its document, details, versions, comments or suggestions, or it was deleted. */
export type ProjectChange = "content" | "details" | "version" | "comments" | "suggestions" | "deleted";

/** The longest comment or reply, and how many a document keeps. */
export const MAX_COMMENT_CHARS = 2000;
export const MAX_THREADS = 500;
export const MAX_REPLIES_PER_THREAD = 100;

export interface CommentEntry {
  id: number;
  authorId: string;
  author: string;
  body: string;
  createdAt: number;
}

/** A comment on a passage of the document, with its replies; `anchor` is where the passage is now (null: deleted). */
export interface CommentThread extends CommentEntry {
  /** The passage as it read when the comment was written. */
  quote: string;
  anchor: { from: number; to: number; text: string } | null;
  resolved: { by: string; at: number } | null;
  replies: CommentEntry[];
}

/** What a member asks of the comments: a thread on the passage at [from, to) that reads `quote`, a reply, a resolve. */
export type CommentAction =
  | { kind: "add"; from: number; to: number; quote: string; body: string }
  | { kind: "reply"; threadId: number; body: string }
  | { kind: "resolve"; threadId: number; resolved: boolean };

export type CommentOutcome = { ok: true; id: number } | { ok: false; code: ErrorCode; message: string };

/** Where something is posted: the project, and the site's address for links in e-mails about it (null: none known). */
export interface PostedAt {
  projectId: string;
  origin: string | null;
}

/** The longest suggested text, and how many suggestions a document keeps (decided ones included). */
export const MAX_SUGGESTION_CHARS = 5000;
export const MAX_SUGGESTIONS = 500;

/**
 * A tracked change a member proposed: the passage that read `quote` becomes `replacement` (an insertion has an empty
 * quote, a deletion an empty replacement). The document holds only accepted text; `anchor` is where the passage is
 * now (null once it was deleted).
 */
export interface Suggestion {
  id: number;
  authorId: string;
  author: string;
  quote: string;
  replacement: string;
  anchor: { from: number; to: number } | null;
  status: "open" | "accepted" | "rejected";
  decided: { by: string; at: number } | null;
  createdAt: number;
  /** "ai": the platform's AI rewrote the passage at the member's request; accepted, its text counts as AI-written. */
  origin: SuggestionOrigin;
}

export type SuggestionOrigin = "member" | "ai";

/** Suggest replacing [from, to) (which reads `quote`) with `replacement`; accept or reject one, or every open one. */
export type SuggestionAction =
  | { kind: "add"; from: number; to: number; quote: string; replacement: string; origin?: SuggestionOrigin }
  | { kind: "decide"; suggestionId: number; accept: boolean }
  | { kind: "decide-all"; accept: boolean };

export type SuggestionOutcome =
  | { ok: true; id: number | null; decided: number; skipped: number }
  | { ok: false; code: ErrorCode; message: string };

/** The project itself changed: members' screens load it again. */
export interface ProjectChangedFrame {
  type: "project";
  change: ProjectChange;
  by: Member;
}

/** Room → browser. */
export type ServerFrame =
  | ProjectChangedFrame
  | { type: "welcome"; presence: Presence[]; you: string }
  | { type: "presence"; presence: Presence[] }
  | { type: "message"; message: ChatMessage; clientId?: string }
  | { type: "typing"; userId: string; name: string }
  /** Someone mentioned this member here: their bell asks again. */
  | { type: "mentioned" }
  | { type: "error"; code: ErrorCode; message: string; clientId?: string }
  | { type: "pong" };

/**
 * Browser → room. The room checks every frame it receives against this (in collab-chat.ts, so that zod stays out of
 * the web app's bundle): a frame of another type is ignored, and a message that is not text counts as blank.
 */
export type ClientFrame =
  | {
      type: "message";
      message: string;
      /** The sender's own id for the message, echoed with the stored message or with its refusal. */
      clientId?: string;
    }
  | { type: "typing" }
  | { type: "ping" };

/**
 * The document travels on a socket of its own (`/api/collaborative/documents/<projectId>`) in the y-websocket protocol:
 * binary y-protocols messages, each starting with its type. The room refuses an edit with an auth message.
 */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_AUTH = 2;
/** The name of the shared text in the project's Yjs document. */
export const DOCUMENT_TEXT = "content";
/** The longest document, in characters (the same bound as a save over HTTP). */
export const MAX_DOCUMENT_CHARS = 500_000;
/**
 * The room's close code for a member who already has the most live connections a room takes (in the range
 * y-websocket treats as final, so a client does not retry it in a loop).
 */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4429;
/** The room's close code for a connection that sent edits faster than the room takes them; it reconnects and syncs. */
export const TOO_FAST_CLOSE_CODE = 4008;

/**
 * How text reached the document: typed by a member, pasted by one (a large insertion at once), written by the
 * platform's AI at a member's request (an accepted AI suggestion), or imported.
 */
export type WritingOrigin = "typed" | "pasted" | "suggested" | "ai" | "imported";

/** Who wrote the document as it stands, in passages of one author and origin, with shares summing to 100%. */
export interface Authorship {
  characters: number;
  members: { userId: string | null; name: string; characters: number; share: number }[];
  origins: { origin: WritingOrigin; characters: number; share: number }[];
  passages: { author: { userId: string; name: string } | null; origin: WritingOrigin; text: string }[];
}
