/**
 * Mentions: a comment or chat message that names a project member as `@username` tells them, under the bell in the
 * app, and by e-mail (sent by the minute job, worker/features/collaborative/mention-emails.ts) when they were not in
 * the project's room at that moment. The room records them because every comment and chat message passes through it,
 * and it knows who is connected.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { users } from "../schema/auth";
import { collabMembers } from "../schema/collaborative";
import type { MentionSource } from "../schema/collaborative-enums";
import { collabMentions } from "../schema/collaborative-mentions";
import { createDatabase } from "../schema/db";
import type { Member } from "./collab-protocol";

/** The most members one message notifies, and the words of it a notice quotes. */
const MAX_MENTIONED = 20;
const EXCERPT_CHARS = 280;
/** `@` then a username (letters, digits, `_`, `.`, `-`), not part of an e-mail address. */
const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]{1,40})/gu;

/** The usernames a text names, lower-cased, each once, in order. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    // A sentence's full stop after a name is not part of it.
    let name = match[1]!;
    while (name.endsWith(".") || name.endsWith("-")) name = name.slice(0, -1);
    names.add(name.toLowerCase());
    if (names.size >= MAX_MENTIONED) break;
  }
  return [...names].filter(Boolean);
}

export interface MentionContext {
  projectId: string;
  author: Member;
  text: string;
  source: MentionSource;
  /** The site's address for the e-mail's link, or null when the request could not vouch for one. */
  origin: string | null;
  /** Whether a member is in the project's room now: they see the mention at once and get no e-mail. */
  isPresent: (userId: string) => boolean;
}

/**
 * Records a notice for each member the text names (not the author); returns who they are. A failure is logged and
 * tells nobody: it never fails the comment or message that was posted.
 */
export async function recordMentions(d1: D1Database, context: MentionContext): Promise<string[]> {
  try {
    return await insertMentions(d1, context);
  } catch (error) {
    console.error("mentions were not recorded", error);
    return [];
  }
}

async function insertMentions(d1: D1Database, context: MentionContext): Promise<string[]> {
  const names = mentionedNames(context.text);
  if (names.length === 0) return [];
  const db = createDatabase(d1);
  const mentioned = await db
    .select({ id: users.id })
    .from(collabMembers)
    .innerJoin(users, eq(users.id, collabMembers.userId))
    .where(and(eq(collabMembers.projectId, context.projectId), inArray(sql`lower(${users.username})`, names)));
  const others = mentioned.filter((member) => member.id !== context.author.id);
  if (others.length === 0) return [];
  const now = Date.now();
  await db.insert(collabMentions).values(
    others.map((member) => ({
      id: crypto.randomUUID(),
      projectId: context.projectId,
      userId: member.id,
      authorId: context.author.id,
      authorName: context.author.name,
      source: context.source,
      excerpt: excerptAround(context.text),
      createdAt: now,
      emailState: context.isPresent(member.id) || !context.origin ? ("none" as const) : ("due" as const),
      origin: context.origin,
    })),
  );
  return others.map((member) => member.id);
}

function excerptAround(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
}
