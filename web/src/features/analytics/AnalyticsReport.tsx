import type { Report } from "./api/analytics-queries";
import { ContentSection } from "./ContentSection";
import { HumanizerScoresSection } from "./HumanizerScoresSection";
import { PagesSection } from "./PagesSection";
import { ProductsSection } from "./ProductsSection";
import { ProductViewsSection } from "./ProductViewsSection";
import { SalesSection } from "./SalesSection";

/** The report's parts, in the order the page shows them; page views only where the report carries them. */
export function AnalyticsReport({ report }: { report: Report }) {
  return (
    <div className="space-y-6">
      <SalesSection report={report} />
      <ProductsSection report={report} />
      <ProductViewsSection report={report} />
      <ContentSection report={report} />
      <HumanizerScoresSection report={report} />
      {report.pages && <PagesSection report={report} pages={report.pages} />}
    </div>
  );
}
