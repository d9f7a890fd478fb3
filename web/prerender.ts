import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

const EMPTY_ROOT = '<div id="root"></div>';

/** The public pages of the app whose shell is prerendered, with the path each is rendered at. */
const FRAMED_PAGES = {
  product: "/product/0000",
  marketplace: "/marketplace",
  pricing: "/pricing",
  orchestration: "/orchestration",
} as const;

/**
 * The catalogs as JSON for the worker: it writes a page's content with them (worker/features/pages), and the platform
 * audit checks that every language has every string (worker/features/platform).
 */
const catalogNamespaces = () =>
  readdirSync(join(import.meta.dirname, "src", "locales", "en")).map((file) => file.replace(/\.json$/, ""));

function fill(template: string, language: string, direction: string, markup: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`the built page has no ${EMPTY_ROOT} to fill`);
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${direction}">`)
    .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * After the build, writes the public pages prerendered in each of the platform's languages, so that they are on
 * screen before any script runs: dist/prerendered/landing/<language>.html (the whole landing page, which the browser
 * then hydrates) and dist/prerendered/<page>/<language>.html (the app's shell with the page left empty for the worker
 * to fill, which the app replaces once loaded), plus the catalogs, one file per namespace and one per language.
 */
export function prerenderPages(): Plugin {
  let outDir = "";
  return {
    name: "prerender-pages",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const landing = readFileSync(join(outDir, "landing.html"), "utf8");
      const app = readFileSync(join(outDir, "index.html"), "utf8");
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "error",
        plugins: [react()],
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const pages = (await server.ssrLoadModule(
          "/src/prerender-pages.tsx",
        )) as typeof import("./src/prerender-pages");
        for (const language of pages.PLATFORM_LANGUAGES) {
          const direction = pages.textDirection(language);
          const at = (name: string) => join(outDir, "prerendered", name, `${language}.html`);
          write(at("landing"), fill(landing, language, direction, await pages.renderLanding(language)));
          for (const [name, path] of Object.entries(FRAMED_PAGES)) {
            write(at(name), fill(app, language, direction, await pages.renderAppFrame(language, path)));
          }
          const catalogs: Record<string, unknown> = {};
          for (const namespace of catalogNamespaces()) {
            const source = join(import.meta.dirname, "src", "locales", language, `${namespace}.json`);
            const target = join(outDir, "prerendered", "catalogs", language, `${namespace}.json`);
            mkdirSync(dirname(target), { recursive: true });
            copyFileSync(source, target);
            catalogs[namespace] = JSON.parse(readFileSync(source, "utf8"));
          }
          write(join(outDir, "prerendered", "catalogs", `${language}.json`), JSON.stringify(catalogs));
        }
      } finally {
        await server.close();
      }
    },
  };
}
