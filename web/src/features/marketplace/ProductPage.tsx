import { ArrowLeft, CheckCircle2, Clock, Download, Gauge, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Currency } from "../../../../schema/pricing-enums";
import { showsPurchaseCount } from "../../../../worker/common/marketplace-browse";
import { PageLoading } from "../../components/PageLoading";
import { formatNumber } from "../../lib/format";
import { useNamePage } from "../../lib/page-name";
import { useItem } from "./api/catalogue-queries";
import { CoverImage } from "./components/CoverImage";
import { EditionsSection } from "./components/EditionsSection";
import { PayInChoice, usePayIn } from "./components/PayInChoice";
import { Price } from "./components/Price";
import { ProductBadges } from "./components/ProductBadges";
import { PurchaseActions } from "./components/PurchaseActions";
import { Rating } from "./components/Rating";
import { ReviewsSection } from "./components/ReviewsSection";

export function ProductPage() {
  const { t, i18n } = useTranslation("marketplace");
  const { id, slug } = useParams();
  const query = useItem(id ?? slug ?? "");
  useNamePage(query.data?.item.title);
  const [chosenCurrency, setPayIn] = useState<Currency | null>(null);
  const payIn = usePayIn(chosenCurrency);

  const back = (
    <Link
      to="/marketplace"
      className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:text-indigo-500"
    >
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
      {t("product.back")}
    </Link>
  );

  if (query.isPending) return <PageLoading label={t("product.loading")} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-lg space-y-4 text-center">
        <div className="card" role="alert">
          <h2 className="text-2xl font-semibold">{t("product.notFoundTitle")}</h2>
          <p className="mt-2 text-slate-600">{t("product.notFound")}</p>
        </div>
        {back}
      </div>
    );
  }

  const { item, purchase, languages } = query.data;
  // The listing's words are in another language than the page's: say which (as the worker's first paint does).
  const shown = languages?.shown;
  const writtenIn = shown && shown !== i18n.language.split("-")[0] ? shown : null;
  const owned = purchase?.status === "paid";
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {back}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <article className="card space-y-6">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <ProductBadges item={item} />
            <Rating rating={item.rating} count={item.ratingCount} />
            {showsPurchaseCount(item) && (
              <span className="text-slate-500">{t("card.purchases", { count: item.purchases })}</span>
            )}
          </div>
          <div className="flex items-start gap-5">
            <CoverImage
              cover={item.cover}
              size="page"
              alt={t("product.coverAlt", { title: item.title })}
              className="w-28 shrink-0 rounded-lg shadow-md ring-1 ring-slate-200 sm:w-36"
            />
            <div className="min-w-0">
              <h2 className="text-3xl font-bold tracking-tight text-slate-900">{item.title}</h2>
              <p className="mt-1 text-slate-500">{t("card.by", { author: item.author })}</p>
            </div>
          </div>
          {writtenIn && (
            <p className="text-sm text-slate-500" data-testid="written-in">
              {t("product.writtenIn", {
                language: new Intl.DisplayNames([i18n.language], { type: "language" }).of(writtenIn) ?? writtenIn,
              })}
            </p>
          )}
          <p className="text-lg text-slate-700" lang={writtenIn ?? undefined}>
            {item.description}
          </p>
          {item.preview_content && (
            <section>
              <h3 className="mb-2 font-semibold">{t("product.preview")}</h3>
              <p className="rounded-xl bg-slate-50 p-4 italic text-slate-700">{item.preview_content}</p>
            </section>
          )}
          {item.what_you_learn.length > 0 && (
            <section>
              <h3 className="mb-2 font-semibold">{t("product.learn")}</h3>
              <ul className="space-y-2">
                {item.what_you_learn.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-700">
                    <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-500" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section>
            <h3 className="mb-2 font-semibold">{t("product.topics")}</h3>
            <ul className="flex flex-wrap gap-2">
              {item.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-700">
                  {tag}
                </li>
              ))}
            </ul>
          </section>
          {item.requirements.length > 0 && (
            <section>
              <h3 className="mb-2 font-semibold">{t("product.requirements")}</h3>
              <ul className="list-disc space-y-1 ps-5 text-slate-700">
                {item.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </section>
          )}
          <EditionsSection
            productId={item.id}
            editions={query.data.editions}
            canCompare={owned || query.data.ownedByViewer}
          />
        </article>

        {/* On a phone the price and Buy come first, not 1,800 px down under the description (the aside's cards are
            the grid's own items there). */}
        <aside className="contents lg:block lg:space-y-6">
          <div className="card order-first space-y-4 lg:order-none">
            <Price cents={item.priceCents} originalCents={item.originalPriceCents} size="lg" />
            <PayInChoice cents={item.priceCents} value={payIn} onChange={setPayIn} />
            <PurchaseActions
              item={item}
              purchase={purchase}
              ownedByViewer={query.data.ownedByViewer}
              currency={payIn}
            />
            <ul className="space-y-2 text-sm text-slate-600">
              <li className="flex gap-2">
                <Download className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden />
                {t("product.instant", { format: item.format })}
              </li>
              <li className="flex gap-2">
                <ShieldCheck className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden />
                {t("product.share")}
              </li>
              {item.estimated_time && (
                <li className="flex gap-2">
                  <Clock className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden />
                  {t("product.time", { time: item.estimated_time })}
                </li>
              )}
              <li className="flex gap-2">
                <Gauge className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden />
                {t("product.difficulty", { level: t(`difficulty.${item.difficulty}`) })}
              </li>
            </ul>
          </div>
          {/* A creator who wrote nothing about themselves, on a product nobody has bought yet: no empty card. */}
          {(item.authorBio || showsPurchaseCount(item)) && (
            <div className="card" data-testid="about-author">
              <h3 className="font-semibold">{t("product.about", { author: item.author })}</h3>
              {item.authorBio && <p className="mt-2 text-sm text-slate-600">{item.authorBio}</p>}
              {showsPurchaseCount(item) && (
                <p className="mt-2 text-xs text-slate-500">
                  {t("product.sales", {
                    count: item.purchases,
                    formatted: formatNumber(item.purchases, i18n.language),
                  })}
                </p>
              )}
            </div>
          )}
        </aside>
      </div>
      <ReviewsSection productId={item.id} owned={owned} />
    </div>
  );
}
