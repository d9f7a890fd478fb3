import { chapterHtml } from "../literary/book";

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[ch]!);
}

export function projectMarkdown(project: { title: string; description: string; content: string }): string {
  return `# ${project.title}\n\n${project.description}\n\n${project.content}\n`;
}

export function projectHtml(project: { title: string; description: string; content: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"/><title>${escapeHtml(project.title)}</title>
<style>body{font-family:Georgia,serif;max-width:40em;margin:3em auto;padding:0 1em;line-height:1.6;color:#1e293b}</style>
</head><body>
<h1>${escapeHtml(project.title)}</h1>
<p><em>${escapeHtml(project.description)}</em></p>
${chapterHtml(project.content)}
</body></html>
`;
}
