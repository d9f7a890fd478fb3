/**
 * Mentions: a comment or chat message that names a project member as `@username` or `@Display Name` tells them, under the bell in the
 * app, and by e-mail (sent by the minute job, worker/features/collaborative/mention-emails.ts) when they were not in
 * the project's room at that moment. The room records them because every comment and chat message passes through it,
 * and it knows who is connected.
 */
import { and, eq, or, sql } from "drizzle-orm";
import { users } from "../../schema/auth";
import { collabMembers } from "../../schema/collaborative";
import type { MentionSource } from "../../schema/collaborative-enums";
import { collabMentions } from "../../schema/collaborative-mentions";
import { createDatabase } from "../../schema/db";
import type { Member } from "./protocol";

/** The most `@` a message is read for, the words of a display name after one, and the words a notice quotes. */
const MAX_MENTIONED = 20;
const MAX_NAME_WORDS = 4;
const EXCERPT_CHARS = 280;
/**
 * `@` (not inside an e-mail address) then up to four words separated by single spaces: a username (letters, digits,
 * `_`, `.`, `-`) or a display name ("@Ana García").
 */
const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{M}\p{N}_.'’-]{1,40}(?: [\p{L}\p{M}\p{N}_.'’-]{1,40}){0,3})/gu;

/** A sentence's full stop, quote or dash after a name is not part of it. */
function trimmed(word: string): string {
  let end = word.length;
  while (end > 0 && ".'’-".includes(word[end - 1]!)) end--;
  return word.slice(0, end);
}

/**
 * What a text may be naming after each `@`, each once, in order: the first word, then the first two, three and four
 * words ("@Ana García said" may name "ana", "ana garcía" or "ana garcía said"). The project's members are then matched
 * against these by username or display name.
 */
export function mentionCandidates(text: string): string[] {
  const candidates = new Set<string>();
  let mentions = 0;
  for (const match of text.matchAll(MENTION)) {
    const words = match[1]!.split(" ").slice(0, MAX_NAME_WORDS);
    for (let count = 1; count <= words.length; count++) {
      const candidate = trimmed(words.slice(0, count).join(" "));
      if (candidate) candidates.add(candidate);
      if (/[.!?]$/.test(words[count - 1]!)) break; // a name does not run past the end of a sentence
    }
    if (++mentions >= MAX_MENTIONED) break;
  }
  return [...candidates];
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
  const typed = mentionCandidates(context.text);
  if (typed.length === 0) return [];
  // Folded as SQLite's lower() folds, ASCII letters only: "@émile" does not reach "Émile", "@Émile brontë" does.
  const folded = JSON.stringify(typed.map((candidate) => candidate.replace(/[A-Z]/g, (c) => c.toLowerCase())));
  const db = createDatabase(d1);
  const mentioned = await db
    .select({ id: users.id })
    .from(collabMembers)
    .innerJoin(users, eq(users.id, collabMembers.userId))
    .where(
      and(
        eq(collabMembers.projectId, context.projectId),
        or(
          sql`lower(${users.username}) in (select value from json_each(${folded}))`,
          sql`lower(${users.name}) in (select value from json_each(${folded}))`,
        ),
      ),
    );
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
