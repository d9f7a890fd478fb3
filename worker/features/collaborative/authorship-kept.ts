/**
 * The authorship report of a document revision is worked out once and kept in R2: scoring every passage of a long
 * document with the detector, and setting its PDF, take seconds of CPU, and the same revision always gives the same
 * report. A revision is named by the digest of the room's record; keeping a new one removes the project's older
 * ones, and deleting the project removes them all.
 */
import type { Authorship } from "../../../durable-objects/collab-room/protocol";
import type { Env } from "../../env";
import { type ScoredAuthorship, scoreAuthorship } from "./authorship-report";

const PREFIX = "authorship-reports/";
/** Kept files listed per clean-up: one project keeps a report and a few PDFs at a time. */
const LISTED = 100;

async function revisionOf(authorship: Authorship): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(authorship));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Removes the project's kept files but those of `revision` (all of them without one). */
export async function forgetKeptReports(env: Env, projectId: string, revision?: string): Promise<void> {
  const listed = await env.BUCKET.list({ prefix: `${PREFIX}${projectId}/`, limit: LISTED });
  const stale = listed.objects.map((object) => object.key).filter((key) => !revision || !key.includes(`/${revision}`));
  if (stale.length) await env.BUCKET.delete(stale);
}

export interface KeptAuthorship {
  report: ScoredAuthorship;
  revision: string;
}

/** The scored report of the document as the room records it now, from R2 when this revision was scored before. */
export async function keptScoredAuthorship(
  env: Env,
  projectId: string,
  authorship: Authorship,
): Promise<KeptAuthorship> {
  const revision = await revisionOf(authorship);
  const key = `${PREFIX}${projectId}/${revision}.json`;
  const kept = await env.BUCKET.get(key);
  if (kept) return { report: await kept.json<ScoredAuthorship>(), revision };
  const report = scoreAuthorship(authorship);
  await env.BUCKET.put(key, JSON.stringify(report), { httpMetadata: { contentType: "application/json" } });
  await forgetKeptReports(env, projectId, revision);
  return { report, revision };
}

/**
 * A revision's PDF in a language on a date (both are printed in it), from R2 when it was set before; `build` sets it
 * otherwise, or answers null for a text the PDF writer cannot set, which is not kept.
 */
export async function keptAuthorshipPdf(
  env: Env,
  projectId: string,
  edition: { revision: string; language: string; day: string },
  build: () => Promise<Uint8Array | null>,
): Promise<Uint8Array | null> {
  const key = `${PREFIX}${projectId}/${edition.revision}-${edition.language}-${edition.day}.pdf`;
  const kept = await env.BUCKET.get(key);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const pdf = await build();
  if (pdf) await env.BUCKET.put(key, pdf, { httpMetadata: { contentType: "application/pdf" } });
  return pdf;
}
