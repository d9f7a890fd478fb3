import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * After the build, writes the landing page prerendered in each of the platform's languages
 * (dist/prerendered/landing/<language>.html): the built landing.html with the page's markup in its root and the
 * language on <html>. The worker serves these for / and /{lang}, so the page is there before any script runs.
 */
export function prerenderLanding(): Plugin {
  let outDir = "";
  return {
    name: "prerender-landing",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const template = readFileSync(join(outDir, "landing.html"), "utf8");
      if (!template.includes(EMPTY_ROOT)) throw new Error(`landing.html has no ${EMPTY_ROOT} to fill`);
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "error",
        plugins: [react()],
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding, PLATFORM_LANGUAGES, textDirection } = (await server.ssrLoadModule(
          "/src/prerender-landing.tsx",
        )) as typeof import("./src/prerender-landing");
        mkdirSync(join(outDir, "prerendered", "landing"), { recursive: true });
        for (const language of PLATFORM_LANGUAGES) {
          const html = template
            .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${textDirection(language)}">`)
            .replace(EMPTY_ROOT, `<div id="root">${await renderLanding(language)}</div>`);
          writeFileSync(join(outDir, "prerendered", "landing", `${language}.html`), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
