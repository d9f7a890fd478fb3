import { FONT_ASSET_DIR, type FontFile } from "./noto-faces";
import { parseTrueType, type TrueTypeFont } from "./truetype";

/** Reads a packaged font file's bytes. */
export type FontFileReader = (file: FontFile) => Promise<Uint8Array>;

/**
 * Fonts are static assets, not part of the worker script: together they weigh about 45 MB, the worker bundle must
 * stay under 1 MB, and static assets reach the worker the same way in `wrangler dev`, the workerd tests and a deploy
 * (the web build copies them in; see node-font-files.ts). A file missing from the assets comes back as the SPA's
 * index.html, so the bytes are checked.
 */
export function assetFontReader(assets: Fetcher | undefined): FontFileReader {
  return async (file) => {
    if (!assets) throw new Error("The ASSETS binding is not configured, so the PDF fonts cannot be read.");
    const response = await assets.fetch(`https://assets.local/${FONT_ASSET_DIR}/${file.name}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!response.ok || bytes.byteLength < 12 || new DataView(bytes.buffer).getUint32(0) !== 0x00010000)
      throw new Error(`The font ${file.name} is missing from the static assets: build the web app (vite build).`);
    return bytes;
  };
}

/**
 * Parsed fonts kept per isolate, least recently used first, up to this many bytes (a CJK face is 5-10 MB). Only
 * fonts already read are shared: a pending read belongs to the request that started it.
 */
const CACHE_BYTES = 24 * 1024 * 1024;
const cache = new Map<string, TrueTypeFont>();

/** The font in a file, read once per isolate while it stays in the cache. */
export async function loadFont(read: FontFileReader, file: FontFile): Promise<TrueTypeFont> {
  const cached = cache.get(file.name);
  if (cached) {
    cache.delete(file.name);
    cache.set(file.name, cached);
    return cached;
  }
  const font = parseTrueType(await read(file));
  cache.set(file.name, font);
  let total = 0;
  for (const kept of cache.values()) total += kept.bytes.byteLength;
  for (const [name, kept] of cache) {
    if (total <= CACHE_BYTES || kept === font) break;
    cache.delete(name);
    total -= kept.bytes.byteLength;
  }
  return font;
}
