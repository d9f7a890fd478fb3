import { describe, expect, it } from "vitest";
import { markdownHtml } from "./markdown";

describe("markdownHtml", () => {
  it("renders headings, lists, quotes and emphasis", () => {
    const html = markdownHtml("## Steps\n\n- one\n- two\n\n> quoted\n\n_note_ and **bold**");
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
    expect(html).toContain("<em>note</em> and <strong>bold</strong>");
  });

  it("escapes raw HTML and drops script links", () => {
    const html = markdownHtml('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror="y">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="">x</a>');
  });

  it("writes void elements the XHTML way, for the EPUB", () => {
    expect(markdownHtml("a  \nb\n\n---")).toBe("<p>a<br />\nb</p>\n<hr />");
  });

  it("moves headings down under a title, never past h6", () => {
    expect(markdownHtml("# One\n\n###### Six", { headingOffset: 1 })).toBe("<h2>One</h2>\n<h6>Six</h6>");
    expect(markdownHtml("&lt;h2&gt; typed", { headingOffset: 1 })).toBe("<p>&lt;h2&gt; typed</p>");
  });

  it("turns images from other servers into their alt text for exports, and keeps the site's own", () => {
    const text = '![a "chart"](https://tracker.example/p.png "t") ![b](//cdn.example/x.png) ![c](figure.png)';
    const html = markdownHtml(text, { remoteImages: false });
    expect(html).toBe('<p>a &quot;chart&quot; b <img src="figure.png" alt="c" /></p>');
    expect(markdownHtml(text)).toContain('src="https://tracker.example/p.png"');
  });
});
