import { useTranslation } from "react-i18next";
import type { Report } from "./api/analytics-queries";
import { downloadCsv, toCsv } from "./csv";
import { ProductsTable } from "./ProductsTable";
import { ReportSection } from "./ReportSection";
import { csvFileName } from "./report-format";
import { TopProducts } from "./TopProducts";

/** The creator's products: the figures of each, and the best sellers. */
export function ProductsSection({ report }: { report: Report }) {
  const { t } = useTranslation("analytics");
  return (
    <ReportSection
      title={t("products.heading")}
      note={t("products.conversionNote")}
      onCsv={() =>
        downloadCsv(
          csvFileName(report, "products"),
          toCsv(
            ["product_id", "title", "sales", "sales_cents", "test_sales", "test_sales_cents", "views", "conversion"],
            report.products.map((p) => [
              p.productId,
              p.title,
              p.real.count,
              p.real.grossCents,
              p.test.count,
              p.test.grossCents,
              p.views,
              p.conversion,
            ]),
          ),
        )
      }
    >
      {report.products.length === 0 ? (
        <p className="text-slate-600">{t("products.none")}</p>
      ) : (
        <ProductsTable products={report.products} />
      )}
      {report.topProducts.length > 0 && <TopProducts products={report.topProducts} />}
    </ReportSection>
  );
}
