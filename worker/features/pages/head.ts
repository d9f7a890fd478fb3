import { PLATFORM_LANGUAGES, type PlatformLanguage, textDirection } from "../../common/languages";
import { escapeMarkup } from "../../common/markup";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../common/page-data";
import { STRICT_TRANSPORT } from "../../http/secure-headers";

export interface PageHead {
  language: PlatformLanguage;
  title: string;
  description: string;
  /** The page's path without a language prefix, e.g. "/product/the-guide". */
  path: string;
  origin: string;
  /** "product" for a product page, "website" otherwise (Open Graph). */
  type: "website" | "product";
  /** Schema.org objects, written as JSON-LD. */
  structuredData: object[];
  /** The picture a shared link shows (a product's cover), at an absolute URL. */
  image?: { url: string; width: number; height: number; alt: string };
  /** Pages that should not be indexed (a product that does not exist). */
  noindex?: boolean;
  /**
   * The languages the page's content really exists in (a product's original and its translations), for the hreflang
   * alternates; the first is the x-default. Without it, every platform language (the interface's own pages).
   */
  contentLanguages?: readonly PlatformLanguage[];
  /** A visitor's page that works before its app: the app starts at their first intent (web/src/lib/visitor-intent.ts). */
  startOnIntent?: boolean;
}

/**
 * What the worker writes into a prerendered page: an app shell's content (its `data-page-slot=""`), or the named parts
 * of a page prerendered whole (`data-page-slot="featured"`), the breadcrumb naming it, and the answers the app would
 * otherwise ask for before its first render.
 */
export interface PageFill {
  content?: string;
  parts?: Record<string, string>;
  /** The last breadcrumb's text, for pages deep enough to have breadcrumbs. */
  currentCrumb?: string;
  /** The page's name in the top bar's heading, where the app names the page after its content (a product). */
  heading?: string;
  data: PageData;
}

/** The URL of a page in a language: English has no prefix (and is the x-default), the others /{lang}/. */
export function localizedUrl(origin: string, path: string, language: PlatformLanguage): string {
  const prefix = language === "en" ? "" : `/${language}`;
  return `${origin}${prefix}${path === "/" && prefix ? "" : path}`;
}

const OG_LOCALE: Record<PlatformLanguage, string> = {
  en: "en_US",
  zh: "zh_CN",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  ja: "ja_JP",
  ko: "ko_KR",
  pt: "pt_BR",
  ru: "ru_RU",
  ar: "ar_AR",
  hi: "hi_IN",
  it: "it_IT",
};

/** JSON inside <script>: "<" is escaped so no text in it can close the script element. */
function jsonInScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function tag(name: string, attributes: Record<string, string>): string {
  const list = Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeMarkup(value)}"`)
    .join(" ");
  return `<${name} ${list}>`;
}

/** The tags added to the head: canonical, hreflang alternates, Open Graph, Twitter card and JSON-LD. */
export function headTags(head: PageHead): string {
  const alternates = head.contentLanguages?.length ? head.contentLanguages : PLATFORM_LANGUAGES;
  const fallback = alternates.includes("en") ? "en" : alternates[0]!;
  // A language the content is not in shows the original: the original's address is the one to index.
  const canonicalLanguage = alternates.includes(head.language) ? head.language : fallback;
  const canonical = localizedUrl(head.origin, head.path, canonicalLanguage);
  const tags = [
    tag("link", { rel: "canonical", href: canonical }),
    ...alternates.map((language) =>
      tag("link", { rel: "alternate", hreflang: language, href: localizedUrl(head.origin, head.path, language) }),
    ),
    tag("link", { rel: "alternate", hreflang: "x-default", href: localizedUrl(head.origin, head.path, fallback) }),
    tag("meta", { property: "og:type", content: head.type }),
    tag("meta", { property: "og:site_name", content: "Inkspire" }),
    tag("meta", { property: "og:title", content: head.title }),
    tag("meta", { property: "og:description", content: head.description }),
    tag("meta", { property: "og:url", content: canonical }),
    tag("meta", { property: "og:locale", content: OG_LOCALE[head.language] }),
    ...(head.image
      ? [
          tag("meta", { property: "og:image", content: head.image.url }),
          tag("meta", { property: "og:image:width", content: String(head.image.width) }),
          tag("meta", { property: "og:image:height", content: String(head.image.height) }),
          tag("meta", { property: "og:image:alt", content: head.image.alt }),
        ]
      : []),
    tag("meta", { name: "twitter:card", content: "summary" }),
    tag("meta", { name: "twitter:title", content: head.title }),
    tag("meta", { name: "twitter:description", content: head.description }),
    ...(head.image
      ? [
          tag("meta", { name: "twitter:image", content: head.image.url }),
          tag("meta", { name: "twitter:image:alt", content: head.image.alt }),
        ]
      : []),
    ...(head.noindex ? [tag("meta", { name: "robots", content: "noindex" })] : []),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`),
  ];
  return tags.join("\n");
}

/**
 * The page's HTML with the head written for it (language and direction, title, description and tags) and, for a
 * prerendered app shell, its content.
 */
export function withHead(shell: Response, head: PageHead, status = 200, fill?: PageFill): Response {
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute("lang", head.language);
        element.setAttribute("dir", textDirection(head.language));
        if (head.startOnIntent) element.setAttribute("data-app-start", "on-intent");
      },
    })
    .on("title", {
      element(element) {
        element.setInnerContent(head.title);
      },
    })
    .on('meta[name="description"]', {
      element(element) {
        element.setAttribute("content", head.description);
      },
    })
    .on("head", {
      element(element) {
        element.append(headTags(head), { html: true });
      },
    });
  if (fill) {
    rewriter
      .on("[data-page-slot]", {
        element(element) {
          const name = element.getAttribute("data-page-slot");
          const content = name ? fill.parts?.[name] : fill.content;
          if (content !== undefined) element.setInnerContent(content, { html: true });
        },
      })
      .on("header h1", {
        element(element) {
          if (fill.heading !== undefined) element.setInnerContent(fill.heading);
        },
      })
      .on('nav ol span[aria-current="page"]', {
        element(element) {
          if (fill.currentCrumb !== undefined) element.setInnerContent(fill.currentCrumb);
        },
      })
      .on("body", {
        element(element) {
          if (fill.data.length === 0) return;
          const json = jsonInScript(fill.data);
          element.append(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`, {
            html: true,
          });
        },
      });
  }
  const rewritten = rewriter.transform(shell);
  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The HTML names hashed asset files, so it is checked again on every visit; the assets themselves cache for long.
  headers.set("Cache-Control", "no-cache");
  // Browsers keep to https from the first page on (they ignore the header over plain http, as on localhost).
  headers.set("Strict-Transport-Security", STRICT_TRANSPORT);
  headers.delete("Content-Length");
  headers.delete("ETag");
  return new Response(rewritten.body, { status, headers });
}
