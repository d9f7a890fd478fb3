import { markdownHtml } from "../../../worker/common/markdown";

const STYLE =
  "max-w-none text-slate-800 leading-relaxed [&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_h4]:font-semibold [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600 [&_a]:text-indigo-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_hr]:my-4";

/** Markdown shown as formatted text: the same renderer as the EPUB and the HTML exports. */
export function MarkdownView({ markdown, className = "" }: { markdown: string; className?: string }) {
  return (
    <div
      className={`${STYLE} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: micromark escapes raw HTML and drops unsafe link protocols
      dangerouslySetInnerHTML={{ __html: markdownHtml(markdown) }}
    />
  );
}
