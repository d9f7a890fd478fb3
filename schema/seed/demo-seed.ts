import { hashPassword } from "../../worker/features/auth/password";
import { DEMO_ACCOUNTS } from "./demo-accounts";

type SqlValue = string | number | null;

function quote(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function insertIgnoring(table: string, row: Record<string, SqlValue>): string {
  const columns = Object.keys(row).join(", ");
  const values = Object.values(row).map(quote).join(", ");
  return `INSERT INTO ${table} (${columns}) VALUES (${values}) ON CONFLICT DO NOTHING;`;
}

const SEEDED_AT = Date.UTC(2026, 0, 1);

/** The demo data as SQL statements; each inserts nothing when its row exists, so seeding twice changes nothing. */
export async function demoSeedStatements(): Promise<string[]> {
  const statements: string[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    statements.push(
      insertIgnoring("users", {
        id: account.id,
        username: account.username,
        email: account.email,
        password_hash: await hashPassword(account.password),
        tier: account.tier,
        name: account.name,
        created_at: SEEDED_AT,
      }),
    );
  }
  return statements;
}
