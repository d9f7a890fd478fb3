/** A project member as the mention list offers them. */
export interface Mentionable {
  id: string;
  name: string;
  username: string;
}

/** The most members the list offers at once. */
export const MAX_OFFERED = 6;

/** The `@word` being typed just before the caret (at the start or after a space), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([\p{L}\p{M}\p{N}_.-]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** Members whose username, or a word of whose name, starts with the query; by name. */
export function offered(members: Mentionable[], query: string, language: string): Mentionable[] {
  const wanted = query.toLocaleLowerCase(language);
  const starts = (text: string) =>
    text
      .toLocaleLowerCase(language)
      .split(/\s+/)
      .some((word) => word.startsWith(wanted));
  return members
    .filter((member) => member.username.toLocaleLowerCase(language).startsWith(wanted) || starts(member.name))
    .slice(0, MAX_OFFERED);
}

/** The text with the `@query` at `start` replaced by the member's username and a space; where the caret goes. */
export function withMention(text: string, start: number, caret: number, member: Mentionable) {
  const inserted = `@${member.username} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}
