/**
 * The PDF fonts on the Node side: the web build copies them into the static assets (so `wrangler dev`, the workerd
 * tests and a deploy all serve them to the worker through ASSETS), and the seed script and Node tests read them
 * straight from node_modules.
 */
import { copyFileSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { FontFileReader } from "./font-files";
import { FONT_ASSET_DIR, type FontFile, NOTO_FACES } from "./noto-faces.ts";

const require = createRequire(import.meta.url);
const packageFile = (file: FontFile) => require.resolve(file.packagePath);

export const nodeFontReader: FontFileReader = async (file) => {
  const bytes = readFileSync(packageFile(file));
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** Copies every font and its licence into `<assetsDir>/pdf-fonts`, skipping files already there at the same size. */
export function copyFontAssets(assetsDir: string): void {
  const target = join(assetsDir, FONT_ASSET_DIR);
  mkdirSync(target, { recursive: true });
  for (const family of Object.values(NOTO_FACES)) {
    for (const file of [family.regular, family.bold, family.license]) {
      const from = packageFile(file);
      const to = join(target, file.name);
      const existing = statSync(to, { throwIfNoEntry: false });
      if (existing?.size !== statSync(from).size) copyFileSync(from, to);
    }
  }
}
