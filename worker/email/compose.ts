import { escapeMarkup } from "../common/markup";
import type { EmailStrings } from "./catalog";
import { fill } from "./fill";
import type { OutgoingEmail } from "./sender";

const BRAND = "Inkspire";

/** A message of a few paragraphs and one button, as text and as simple, escaped HTML. */
export function compose(
  to: string,
  strings: EmailStrings,
  parts: { subject: string; paragraphs: string[]; action: string; link: string; after: string; also?: AlsoLink },
): OutgoingEmail {
  const also = parts.also ? [`${parts.also.label}: ${parts.also.link}`] : [];
  const text = [...parts.paragraphs, `${parts.action}: ${parts.link}`, ...also, parts.after, `— ${BRAND}`].join("\n\n");
  const html = `<!doctype html><html lang="${strings.lang}" dir="${strings.dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${parts.paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`).join("\n")}
<p><a href="${escapeMarkup(parts.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeMarkup(parts.action)}</a></p>
${parts.also ? `<p><a href="${escapeMarkup(parts.also.link)}" style="color:#4f46e5">${escapeMarkup(parts.also.label)}</a></p>\n` : ""}<p style="font-size:13px;color:#475569">${escapeMarkup(parts.after)}</p>
<p style="font-size:13px;color:#475569">${escapeMarkup(strings.linkFallback)}<br>${escapeMarkup(parts.link)}</p>
<p style="font-size:13px;color:#475569">— ${BRAND}</p>
</body></html>`;
  return { to, subject: parts.subject, text, html, links: [parts.link, ...(parts.also ? [parts.also.link] : [])] };
}

/** A second, quieter link under a message's button. */
export interface AlsoLink {
  label: string;
  link: string;
}

interface Section {
  subject: string;
  intro: string;
  action: string;
  after: string;
}

/** A message from one catalog section: its subject and opening filled in, then any further lines, one link. */
export function sectionEmail(
  to: string,
  strings: EmailStrings,
  section: Section,
  link: string,
  values: Record<string, string> = {},
  more: string[] = [],
  also?: AlsoLink,
): OutgoingEmail {
  return compose(to, strings, {
    subject: fill(section.subject, values),
    paragraphs: [fill(section.intro, values), ...more],
    action: section.action,
    link,
    after: section.after,
    ...(also ? { also } : {}),
  });
}
