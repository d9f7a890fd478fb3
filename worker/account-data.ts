/**
 * What each feature contributes to an account's export and to its deletion. A feature's `accountData` names the
 * columns that refer to a user in its tables (a test fails on any such column no feature claims), writes its files
 * into the export, and says which rows go, are emptied or stay when the account is deleted.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../schema/db";
import type { EmailSender } from "./email/sender";
import type { Env } from "./env";
import type { ZipStream } from "./files/zip-stream";

export interface ExportContext {
  db: Database;
  env: Env;
  userId: string;
  origin: string;
}

export interface DeletedUser {
  id: string;
  email: string;
  username: string;
  /** The name the others saw, for the notices sent after. */
  name: string;
  language: string | null;
}

export interface DeletionContext {
  db: Database;
  env: Env;
  sender: EmailSender;
  user: DeletedUser;
  origin: string;
  now: number;
}

/** A feature's part of a deletion, read before anything changes: its rows' changes, files and what follows. */
export interface DeletionPart {
  /** Row changes, run with every other feature's in one batch (all or nothing). */
  statements: BatchItem<"sqlite">[];
  /** Stored objects deleted once the batch has run. */
  storedKeys?: string[];
  /** Work once the rows are gone (telling others); a failure is logged, the deletion stands. */
  afterwards?: () => Promise<void>;
}

export interface AccountData {
  /** The feature, as its folder is named. */
  feature: string;
  /** Every column of its tables that refers to a user (a foreign key to users). */
  owns: AnySQLiteColumn[];
  /**
   * Columns kept when the account is deleted, and why (they point to the emptied account, which names no one).
   * Every owned column is deleted, emptied or listed here.
   */
  kept?: string;
  /** The export README's lines for this feature's files ("works.json   your works, each with its chapters"). */
  readme?: string;
  /** Writes this feature's files into the export. */
  exportTo?: (zip: ZipStream, context: ExportContext) => Promise<void>;
  /** What must hold, or be undone elsewhere (a payment provider), before anything is deleted; throws to refuse. */
  beforeDeletion?: (context: DeletionContext) => Promise<void>;
  /** Its part of the deletion. */
  deletion?: (context: DeletionContext) => Promise<DeletionPart>;
}
