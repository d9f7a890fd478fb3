import { markdownHtml, OFFLINE_DOCUMENT_POLICY } from "../../common/markdown";
import { escapeMarkup } from "../../common/markup";

export function projectMarkdown(project: { title: string; description: string; content: string }): string {
  return `# ${project.title}\n\n${project.description}\n\n${project.content}\n`;
}

export function projectHtml(project: { title: string; description: string; content: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"/>${OFFLINE_DOCUMENT_POLICY}<title>${escapeMarkup(project.title)}</title>
<style>body{font-family:Georgia,serif;max-width:40em;margin:3em auto;padding:0 1em;line-height:1.6;color:#1e293b}</style>
</head><body>
<h1>${escapeMarkup(project.title)}</h1>
<p><em>${escapeMarkup(project.description)}</em></p>
${markdownHtml(project.content, { headingOffset: 1, remoteImages: false })}
</body></html>
`;
}
