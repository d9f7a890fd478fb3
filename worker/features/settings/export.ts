import type { Database } from "../../../schema/db";
import type { Env } from "../../env";
import { type ZipStream, zipStream } from "../../files/zip-stream";
import { ACCOUNT_DATA } from "./account-data-parts";

const README = `This archive holds what your Inkspire account owns or made, as of the date in account.json.

${ACCOUNT_DATA.flatMap((part) => (part.readme ? [part.readme] : [])).join("\n")}
files/                  your uploaded files
`;

async function writeExport(zip: ZipStream, db: Database, env: Env, userId: string, origin: string) {
  await zip.text("README.txt", README);
  for (const part of ACCOUNT_DATA) await part.exportTo?.(zip, { db, env, userId, origin });
  await zip.end();
}

/**
 * Everything the account owns or made, as a zip of JSON files and its stored files, written while it downloads.
 * An error part-way ends the download as failed (and is logged), rather than leaving a zip that looks complete.
 */
export function accountExport(db: Database, env: Env, userId: string, origin: string) {
  const zip = zipStream();
  const done = writeExport(zip, db, env, userId, origin).catch(async (error) => {
    console.error("account export failed", error instanceof Error ? error.message : error);
    await zip.abort(error);
  });
  return { body: zip.readable, done };
}
