import { is } from "drizzle-orm";
import {
  getTableConfig,
  integer,
  type SQLiteTable,
  sqliteTable,
  SQLiteTable as TableClass,
  text,
} from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { users } from "../../../schema/auth";
import { ACCOUNT_DATA } from "./account-data-parts";

const schemaModules = import.meta.glob<Record<string, unknown>>("../../../schema/*.ts", { eager: true });

/** Every table of the schema. */
const tables = Object.values(schemaModules).flatMap((module) =>
  Object.values(module).filter((value): value is SQLiteTable => is(value, TableClass)),
);

/** "table.column" for each column of these tables that is a foreign key to users. */
function userColumns(of: SQLiteTable[]): string[] {
  return of.flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys
      .map((key) => key.reference())
      .filter((reference) => getTableConfig(reference.foreignTable).name === getTableConfig(users).name)
      .flatMap((reference) => reference.columns.map((column) => `${config.name}.${column.name}`));
  });
}

const claimed = new Set(
  ACCOUNT_DATA.flatMap((part) => part.owns.map((column) => `${getTableConfig(column.table).name}.${column.name}`)),
);

/** The columns that refer to a user and that no feature's account data claims. */
const unclaimed = (of: SQLiteTable[]) => userColumns(of).filter((column) => !claimed.has(column));

describe("personal data", () => {
  it("has an owner for every column that refers to a user: its export and its deletion are said", () => {
    expect(userColumns(tables).length).toBeGreaterThan(35);
    expect(unclaimed(tables)).toEqual([]);
  });

  it("is caught when a new table refers to a user and no feature claims it", () => {
    const notes = sqliteTable("reading_notes", {
      id: integer("id").primaryKey(),
      readerId: text("reader_id").references(() => users.id),
    });
    expect(unclaimed([...tables, notes])).toEqual(["reading_notes.reader_id"]);
  });

  it("says for every feature that keeps rows why they stay, and otherwise deletes or exports them", () => {
    for (const part of ACCOUNT_DATA) {
      expect(part.owns.length, part.feature).toBeGreaterThan(0);
      expect(Boolean(part.deletion || part.kept), part.feature).toBe(true);
    }
  });
});
