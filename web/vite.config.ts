import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { copyFontAssets } from "../worker/files/fonts/node-font-files.ts";
import { copyWordRankAssets } from "../worker/text/node-word-ranks.ts";
import { prerenderPages } from "./prerender.ts";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    prerenderPages(),
    // The PDF writer's fonts travel with the static assets, where the worker reads them through ASSETS.
    { name: "pdf-fonts", apply: "build", writeBundle: (output) => copyFontAssets(output.dir!) },
    // So do the word lists KDP keywords weigh a work's words against.
    { name: "word-ranks", apply: "build", writeBundle: (output) => copyWordRankAssets(output.dir!) },
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // The SPA, and the landing page as its own light entry (no router, no app shell).
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        landing: resolve(import.meta.dirname, "landing.html"),
      },
    },
  },
});
