import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { hiringMessages } from "../../../schema/hiring";
import type { MessageType } from "../../../schema/hiring-enums";
import { logActivity } from "../../activity/log";
import { textEngines } from "../../ai/engines";
import { AiSession } from "../../ai/session";
import { avatarUrl } from "../../common/avatars";
import { languageCode, PLATFORM_LANGUAGES } from "../../common/languages";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { requirePlan } from "../../http/plan-gate";
import type { SessionUser } from "../../http/session";
import { detectLanguage } from "../../text/language";
import { translateText } from "../global";

export const MAX_MESSAGE_CHARS = 2000;
/** The newest messages of a thread shown at once, and the contacts listed. */
export const THREAD_MESSAGES = 200;
export const CONTACTS_SHOWN = 100;

type MessageRow = typeof hiringMessages.$inferSelect;

/** A message as one of its two parties sees it: the recipient reads the translation, the sender what they wrote. */
function toMessage(row: MessageRow, viewerId: string) {
  return {
    id: row.id,
    fromMe: row.senderId === viewerId,
    messageType: row.messageType,
    originalText: row.originalText,
    originalLanguage: row.originalLanguage,
    translatedText: row.translatedText,
    targetLanguage: row.targetLanguage,
    translated: row.translatedText !== null,
    engine: row.engine,
    timestamp: row.createdAt,
    read: row.readAt !== null,
  };
}

const isPlatformLanguage = (code: string | null | undefined): code is (typeof PLATFORM_LANGUAGES)[number] =>
  PLATFORM_LANGUAGES.includes(code as (typeof PLATFORM_LANGUAGES)[number]);

/** The language a recipient reads: the one asked for, else their interface language, else the first they work in. */
function readingLanguage(asked: string | undefined, recipient: { language: string | null; languages: string[] }) {
  if (isPlatformLanguage(asked)) return asked;
  if (isPlatformLanguage(recipient.language)) return recipient.language;
  return languageCode(recipient.languages[0] ?? "") ?? "en";
}

/** Whether the other person wrote to the sender first: answering them needs no plan. */
async function isReply(db: Database, senderId: string, recipientId: string) {
  const [earlier] = await db
    .select({ id: hiringMessages.id })
    .from(hiringMessages)
    .where(and(eq(hiringMessages.senderId, recipientId), eq(hiringMessages.recipientId, senderId)))
    .limit(1);
  return earlier !== undefined;
}

/** Translates through the engine; without one (or when it fails) the message goes as written, marked untranslated. */
async function translateForRecipient(env: Env, text: string, source: string, target: string) {
  if (source === target) return null;
  try {
    const ai = new AiSession(textEngines(env, "translator"));
    return await translateText(env, ai, { text, sourceLanguage: source, targetLanguage: target, contentType: "post" });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "ai_unavailable")) {
      console.warn("message translation failed", error instanceof Error ? error.message : error);
    }
    return null;
  }
}

export interface MessageInput {
  recipientId: string;
  message: string;
  senderLanguage?: string;
  recipientLanguage?: string;
}

/**
 * Sends a message, stored with its translation into the recipient's language. Starting a conversation is part of
 * the hiring hub (Professional); answering someone who wrote first is open to every plan.
 */
export async function sendMessage(db: Database, env: Env, sender: SessionUser, input: MessageInput) {
  if (input.recipientId === sender.id) throw new ApiError(400, "invalid_input", "You cannot message yourself.");
  const [recipient] = await db
    .select({ id: users.id, language: users.language, languages: users.languages })
    .from(users)
    .where(and(eq(users.id, input.recipientId), isNull(users.deletedAt)))
    .limit(1);
  if (!recipient) throw new ApiError(404, "not_found", "No such recipient.");
  const reply = await isReply(db, sender.id, recipient.id);
  if (!reply) requirePlan(sender.tier, "hiring");
  const detected = detectLanguage(input.message).language;
  const source = isPlatformLanguage(input.senderLanguage)
    ? input.senderLanguage
    : isPlatformLanguage(detected)
      ? detected
      : (sender.language ?? "en");
  const target = readingLanguage(input.recipientLanguage, recipient);
  const translation = await translateForRecipient(env, input.message, source, target);
  const [row] = await db
    .insert(hiringMessages)
    .values({
      id: crypto.randomUUID(),
      senderId: sender.id,
      recipientId: recipient.id,
      messageType: (reply ? "reply" : "hiring_inquiry") satisfies MessageType,
      originalText: input.message,
      originalLanguage: source,
      translatedText: translation?.translatedText ?? null,
      targetLanguage: target,
      engine: translation?.engine ?? null,
      createdAt: Date.now(),
    })
    .returning();
  await logActivity(db, {
    userId: recipient.id,
    kind: "message_received",
    subject: sender.username,
    link: `/hiring?tab=messages&to=${sender.id}`,
  });
  return toMessage(row!, sender.id);
}

/** The newest messages between the user and one other person, oldest first; those to the user are marked read. */
export async function readThread(db: Database, userId: string, otherId: string) {
  const between = or(
    and(eq(hiringMessages.senderId, userId), eq(hiringMessages.recipientId, otherId)),
    and(eq(hiringMessages.senderId, otherId), eq(hiringMessages.recipientId, userId)),
  );
  const rows = await db
    .select()
    .from(hiringMessages)
    .where(between)
    .orderBy(desc(hiringMessages.createdAt))
    .limit(THREAD_MESSAGES);
  await db
    .update(hiringMessages)
    .set({ readAt: Date.now() })
    .where(
      and(eq(hiringMessages.senderId, otherId), eq(hiringMessages.recipientId, userId), isNull(hiringMessages.readAt)),
    );
  return rows.reverse().map((row) => toMessage(row, userId));
}

/** The people the user has exchanged messages with: the latest first, each with how many of theirs are unread. */
export async function listContacts(db: Database, userId: string) {
  const other = sql<string>`case when ${hiringMessages.senderId} = ${userId} then ${hiringMessages.recipientId} else ${hiringMessages.senderId} end`;
  const rows = await db
    .select({
      id: other,
      lastAt: sql<number>`max(${hiringMessages.createdAt})`,
      unread: sql<number>`sum(case when ${hiringMessages.recipientId} = ${userId} and ${hiringMessages.readAt} is null then 1 else 0 end)`,
    })
    .from(hiringMessages)
    .where(or(eq(hiringMessages.senderId, userId), eq(hiringMessages.recipientId, userId)))
    .groupBy(other)
    .orderBy(desc(sql`max(${hiringMessages.createdAt})`))
    .limit(CONTACTS_SHOWN);
  if (rows.length === 0) return [];
  const people = await db
    .select({ id: users.id, name: users.name, username: users.username, avatarKey: users.avatarKey })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.flatMap((row) => {
    const person = byId.get(row.id);
    if (!person) return [];
    return [
      {
        id: row.id,
        name: person.name || person.username,
        username: person.username,
        avatarUrl: avatarUrl(person.avatarKey),
        lastMessageAt: Number(row.lastAt),
        unread: Number(row.unread),
      },
    ];
  });
}

/** Messages waiting for the user, for a badge. */
export async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(hiringMessages)
    .where(and(eq(hiringMessages.recipientId, userId), isNull(hiringMessages.readAt)));
  return Number(row?.n ?? 0);
}
