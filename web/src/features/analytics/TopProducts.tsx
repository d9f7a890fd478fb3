import { useTranslation } from "react-i18next";
import type { Report } from "./api/analytics-queries";
import { useMoney } from "./report-format";

/** The best-selling products, each with a bar as long as its gross against the best one's. */
export function TopProducts({ products }: { products: Report["topProducts"] }) {
  const { t } = useTranslation("analytics");
  const money = useMoney();
  return (
    <div>
      <h3 className="mb-2 font-medium">{t("top.heading")}</h3>
      <ol className="space-y-2">
        {products.map((p) => {
          const best = products[0]!;
          const total = p.real.grossCents + p.test.grossCents;
          const width = Math.max(
            4,
            Math.round((total / Math.max(1, best.real.grossCents + best.test.grossCents)) * 100),
          );
          return (
            <li key={p.productId} className="text-sm">
              <div className="flex justify-between">
                <span>{p.title}</span>
                <span className="tabular-nums">{money(total)}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100">
                <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${width}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
