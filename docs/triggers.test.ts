import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

interface Trigger {
  table: string;
  /** insert, update or delete. */
  event: string;
}

/** Where wrangler applies the migrations from (`migrations_dir` of the D1 binding). */
function migrationsDir(): string {
  const dir = /^\s*migrations_dir\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, "wrangler.toml"), "utf8"))?.[1];
  if (!dir) throw new Error("wrangler.toml names no migrations_dir");
  return join(ROOT, dir);
}

const name = '[`"\\[]?(\\w+)[`"\\]]?';
const CREATE = new RegExp(
  `^CREATE\\s+(?:TEMP\\s+|TEMPORARY\\s+)?TRIGGER\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?${name}\\s+(?:BEFORE\\s+|AFTER\\s+|INSTEAD\\s+OF\\s+)?(INSERT|UPDATE|DELETE)\\b[\\s\\S]*?\\bON\\s+${name}`,
  "i",
);
const DROP_TRIGGER = new RegExp(`^DROP\\s+TRIGGER\\s+(?:IF\\s+EXISTS\\s+)?${name}`, "i");
const DROP_TABLE = new RegExp(`^DROP\\s+TABLE\\s+(?:IF\\s+EXISTS\\s+)?${name}`, "i");

/** The triggers the migrations leave, applied in order: created, and not dropped since (nor their table). */
function triggersOf(migrations: string[]): Map<string, Trigger> {
  const triggers = new Map<string, Trigger>();
  for (const sql of migrations) {
    const statements = sql
      .replace(/--[^\n]*/g, "")
      .split(/;\s*(?:\n|$)|statement-breakpoint/)
      .map((statement) => statement.trim());
    for (const statement of statements) {
      const created = CREATE.exec(statement);
      if (created) triggers.set(created[1]!, { table: created[3]!, event: created[2]!.toLowerCase() });
      const dropped = DROP_TRIGGER.exec(statement);
      if (dropped) triggers.delete(dropped[1]!);
      const table = DROP_TABLE.exec(statement)?.[1];
      for (const [trigger, { table: on }] of triggers) if (on === table) triggers.delete(trigger);
    }
  }
  return triggers;
}

/** The page's table rows: the first cell a trigger's name in backticks, then its table and its event. */
function documented(page: string): Map<string, Trigger> {
  const rows = new Map<string, Trigger>();
  for (const line of page.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const trigger = /^`(\w+)`$/.exec(cells[1] ?? "")?.[1];
    if (!trigger) continue;
    rows.set(trigger, {
      table: cells[2]!.replaceAll("`", ""),
      event: /^(insert|update|delete)\b/.exec(cells[3] ?? "")?.[1] ?? cells[3]!,
    });
  }
  return rows;
}

const migrationFiles = () =>
  readdirSync(migrationsDir())
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => readFileSync(join(migrationsDir(), file), "utf8"));

describe("docs/triggers.md", () => {
  const inMigrations = triggersOf(migrationFiles());
  const onPage = documented(readFileSync(join(ROOT, "docs/triggers.md"), "utf8"));

  it("finds the triggers the migrations leave", () => {
    expect(inMigrations.size).toBeGreaterThan(20);
    expect(inMigrations.get("products_fts_after_update")).toEqual({ table: "products", event: "update" });
  });

  it("lists every trigger the migrations leave, with its table and event", () => {
    const missing = [...inMigrations]
      .filter(
        ([trigger, { table, event }]) => onPage.get(trigger)?.table !== table || onPage.get(trigger)?.event !== event,
      )
      .map(([trigger, { table, event }]) => `${trigger} (${event} on ${table})`);
    expect(missing, "add these rows to docs/triggers.md, or correct them").toEqual([]);
  });

  it("lists no trigger the migrations do not leave", () => {
    expect([...onPage.keys()].filter((trigger) => !inMigrations.has(trigger))).toEqual([]);
  });

  it("would notice a new trigger, and one dropped later", () => {
    const added = triggersOf([
      ...migrationFiles(),
      "CREATE TRIGGER `orders_count` AFTER INSERT ON `purchases` BEGIN\n  SELECT 1;\nEND;",
      "DROP TRIGGER `products_first_edition`;",
    ]);
    expect(added.get("orders_count")).toEqual({ table: "purchases", event: "insert" });
    expect(onPage.has("orders_count")).toBe(false);
    expect(added.has("products_first_edition")).toBe(false);
  });
});
