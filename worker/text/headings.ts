/**
 * A Markdown ATX heading ("## Light"): its level and text, or null when the line is not one. Written without a
 * regular expression so that a long line of '#' or spaces costs one pass.
 */
export function headingOf(line: string): { level: number; text: string } | null {
  let level = 0;
  while (level < line.length && line[level] === "#") level += 1;
  if (level === 0 || level > 6) return null;
  const rest = line.slice(level);
  if (!/^\s/.test(rest)) return null;
  const text = rest.trim();
  return text ? { level, text } : null;
}
