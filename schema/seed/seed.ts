/**
 * Prints the demo data as SQL for `wrangler d1 execute --file`. Every statement is an insert that does
 * nothing when its row exists, so seeding twice changes nothing.
 */
import { hashPassword } from "../../worker/features/auth/password";
import { DEMO_ACCOUNTS } from "./demo-accounts";

function quote(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function insertIgnoring(table: string, row: Record<string, string | number | null>): string {
  const columns = Object.keys(row).join(", ");
  const values = Object.values(row).map(quote).join(", ");
  return `INSERT INTO ${table} (${columns}) VALUES (${values}) ON CONFLICT DO NOTHING;`;
}

const SEEDED_AT = Date.UTC(2026, 0, 1);

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

process.stdout.write(statements.join("\n") + "\n");
