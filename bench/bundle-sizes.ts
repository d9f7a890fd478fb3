import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * What the landing page loads: its own entry and the app it loads once the page is painted (no router, no query
 * client), with their imports, the banner and the catalogs.
 */
const FIRST_PAGE_MODULES = [
  "landing.html",
  "src/app/start-landing.tsx",
  "src/app/LanguageBanner.tsx",
  "src/locales/en/common.json",
  "src/locales/en/home.json",
];

export function firstPageJsGzipBytes(root: string): number {
  // The production build whatever NODE_ENV the caller has (under NODE_ENV=test Vite builds React's development one).
  execFileSync("vite", ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const dist = join(root, "web", "dist");
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  FIRST_PAGE_MODULES.forEach(visit);
  return [...files]
    .filter((file) => file.endsWith(".js"))
    .reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
}

export function workerGzipBytes(root: string): number {
  const outdir = join(root, "bench", ".out", "worker");
  execFileSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], { cwd: root, stdio: "ignore" });
  return readdirSync(outdir)
    .map((name) => join(outdir, name))
    .filter((path) => statSync(path).isFile() && !path.endsWith(".map"))
    .reduce((total, path) => total + gzipBytes(path), 0);
}
