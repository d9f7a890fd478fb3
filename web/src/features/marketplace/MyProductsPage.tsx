import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/PageLoading";
import { serverMessage } from "../../lib/api-client";
import { useOwnItems } from "./api/listing-queries";
import { DiscountCodesSection } from "./components/DiscountCodesSection";
import { EarningsSummary } from "./components/EarningsSummary";
import { NewEditionForm } from "./components/NewEditionForm";
import { OwnProductsTable } from "./components/OwnProductsTable";
import { PayoutsSection } from "./components/PayoutsSection";
import { SalesSection } from "./components/SalesSection";
import { TranslationsSection } from "./components/TranslationsSection";
import { NewProductForm } from "./NewProductForm";

export function MyProductsPage() {
  const { t } = useTranslation("marketplace");
  const items = useOwnItems();
  const [adding, setAdding] = useState(false);
  const ownItems = items.data?.items ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{t("mine.heading")}</h2>
        <button type="button" className="btn-primary" onClick={() => setAdding((v) => !v)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("mine.add")}
        </button>
      </div>
      {adding && <NewProductForm onDone={() => setAdding(false)} />}
      {items.isPending ? (
        <PageLoading />
      ) : items.isError ? (
        <p className="card text-center text-red-600" role="alert">
          {serverMessage(items.error, t("mine.loadFailed"))}
        </p>
      ) : ownItems.length === 0 ? (
        <p className="card text-center text-slate-600">{t("mine.none")}</p>
      ) : (
        <>
          <EarningsSummary items={ownItems} />
          <PayoutsSection />
          <OwnProductsTable items={ownItems} />
          <NewEditionForm items={ownItems} />
          <TranslationsSection items={ownItems} />
          <SalesSection />
          <DiscountCodesSection products={ownItems} />
        </>
      )}
    </div>
  );
}
