import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../schema/db";
import { purchases } from "../../../schema/marketplace";
import { purchaseCharges } from "../../../schema/marketplace-charges";
import { toCsv } from "../../common/csv";
import { minorUnits } from "../../common/money";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** One report covers at most two years of months, so one request reads a bounded number of sales. */
const MAX_MONTHS = 24;

const monthStart = (month: string) => Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
const nextMonth = (month: string) => {
  const date = new Date(monthStart(month));
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

export const taxReportQuery = z
  .object({
    from: z.string().regex(MONTH, "Use a month as YYYY-MM."),
    to: z.string().regex(MONTH, "Use a month as YYYY-MM."),
  })
  .refine((q) => q.from <= q.to, { message: "The first month comes before the last.", path: ["to"] })
  .refine(
    (q) => {
      const months =
        (Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4))) * 12 + Number(q.to.slice(5)) - Number(q.from.slice(5));
      return months < MAX_MONTHS;
    },
    { message: `A report covers at most ${MAX_MONTHS} months.`, path: ["to"] },
  );

const major = (minor: number, currency: string) =>
  (minor / minorUnits(currency)).toFixed(minorUnits(currency) === 1 ? 0 : 2);

/**
 * The tax Stripe Tax collected on sales, per month, country and currency, as an operator files it: the sales, what
 * they came to without tax and the tax, in the currency the buyers paid (amounts in different currencies are never
 * added). Sales refunded in full are left out and partial refunds are subtracted; test-mode sales never carry tax.
 */
export async function taxReportCsv(db: Database, range: z.infer<typeof taxReportQuery>): Promise<string> {
  // A partial refund gives back the same part of the tax, as Stripe Tax reverses it.
  const refundedTax = sql`coalesce(cast(round(${purchaseCharges.taxMinor} * ${purchaseCharges.refundedMinor} * 1.0 / nullif(${purchaseCharges.totalMinor}, 0)) as integer), 0)`;
  const month = sql<string>`strftime('%Y-%m', ${purchaseCharges.paidAt} / 1000, 'unixepoch')`;
  const rows = await db
    .select({
      month,
      country: purchaseCharges.taxCountry,
      currency: purchaseCharges.currency,
      sales: sql<number>`count(*)`,
      totalMinor: sql<number>`sum(${purchaseCharges.totalMinor} - ${purchaseCharges.refundedMinor})`,
      taxMinor: sql<number>`sum(${purchaseCharges.taxMinor} - ${refundedTax})`,
    })
    .from(purchaseCharges)
    .innerJoin(purchases, eq(purchases.id, purchaseCharges.purchaseId))
    .where(
      and(
        gte(purchaseCharges.paidAt, monthStart(range.from)),
        lt(purchaseCharges.paidAt, nextMonth(range.to)),
        isNotNull(purchaseCharges.taxMinor),
        inArray(purchases.status, ["paid", "disputed"]),
      ),
    )
    .groupBy(month, purchaseCharges.taxCountry, purchaseCharges.currency)
    .orderBy(month, purchaseCharges.taxCountry, purchaseCharges.currency);
  return toCsv([
    ["month", "country", "currency", "sales", "sales_without_tax", "tax"],
    ...rows.map((row) => [
      row.month,
      row.country ?? "unknown",
      row.currency,
      String(row.sales),
      major(row.totalMinor - row.taxMinor, row.currency),
      major(row.taxMinor, row.currency),
    ]),
  ]);
}
