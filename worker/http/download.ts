/** What a download is: its name as the user will see it, its media type, and its length when known. */
export interface DownloadFile {
  name: string;
  type: string;
  size?: number;
}

/** The name with only printable ASCII, for clients that ignore `filename*`: accents dropped, the rest as "_". */
function asciiFallback(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code < 0x20 || code === 0x7f;
}

/**
 * Content-Disposition for an attachment (RFC 6266): `filename` in ASCII for old clients and `filename*` in UTF-8
 * (RFC 8187) for every current one, so "Interopérabilité.epub" arrives as itself, not as "InteropÃ©rabilitÃ©".
 */
export function attachmentDisposition(name: string): string {
  const safe = [...name].map((char) => (isControl(char) || char === "/" || char === "\\" ? "_" : char)).join("");
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${asciiFallback(safe)}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file the browser saves rather than shows. Every download is someone's own (a purchase, a package, an export), so
 * no cache keeps it.
 */
export function fileDownload(body: BodyInit | null, file: DownloadFile): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Content-Disposition": attachmentDisposition(file.name),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  return new Response(body, { headers });
}
