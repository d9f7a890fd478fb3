import { Brain, Search } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_CATEGORIES } from "../../../../schema/marketplace-enums";
import { categoryLabel } from "../../../../worker/common/category-label";
import { truncate } from "../../../../worker/common/marketplace-browse";
import { formatCents } from "../../../../worker/common/money";
import { EngineBadge } from "../../components/EngineBadge";
import { PageLoading } from "../../components/PageLoading";
import { useCurrentUser } from "../../lib/current-user";
import { useIntelligentSearch, useItems, useRecommendations } from "./api/catalogue-queries";
import { ProductCard } from "./components/ProductCard";
import { Rating } from "./components/Rating";
import { usePurchaseFlow } from "./components/usePurchaseFlow";

/** The intelligent marketplace's category buttons: all, then every product category. */
const CATEGORY_BUTTONS = ["all", ...PRODUCT_CATEGORIES] as const;
export const RECOMMENDATION_DESCRIPTION_CHARS = 100;

export function IntelligentMarketplacePage() {
  const { t, i18n } = useTranslation("marketplace");
  const { data: user } = useCurrentUser();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<(typeof CATEGORY_BUTTONS)[number]>("all");
  const search = useIntelligentSearch();
  const recommendations = useRecommendations(Boolean(user));
  const items = useItems({ category, q: "", sort: "featured", page: 1, pageSize: 24 });
  const { buy, pendingId } = usePurchaseFlow();

  const submit = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!query.trim()) return;
    search.mutate({ query: query.trim(), category: category === "all" ? undefined : category });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <section className="card space-y-4">
        <label className="relative block">
          <span className="field-label">{t("ai.searchLabel")}</span>
          <Brain className="pointer-events-none absolute start-3 top-[2.35rem] h-5 w-5 text-indigo-500" aria-hidden />
          <input
            type="search"
            className="field-input ps-10 text-lg"
            placeholder={t("ai.searchPlaceholder")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={submit}
          />
        </label>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons in a labelled group, not a form's fieldset */}
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("list.category")}>
          {CATEGORY_BUTTONS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={category === option}
              onClick={() => setCategory(option)}
              className={`rounded-full px-4 py-1.5 text-sm font-medium ${category === option ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`}
            >
              {option === "all" ? t("list.allCategories") : categoryLabel(t, option)}
            </button>
          ))}
        </div>
        {search.isPending && <p className="text-sm text-slate-500">{t("ai.searching")}</p>}
        {search.data && (
          <div className="space-y-3" data-testid="search-results">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-slate-700">{search.data.searchInsights}</p>
              <EngineBadge engine={search.data.engine} model={search.data.model} />
            </div>
            {search.data.suggestedRefinements.length > 0 && (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="text-slate-500">{t("ai.refine")}</span>
                {search.data.suggestedRefinements.map((refinement) => (
                  <button
                    key={refinement}
                    type="button"
                    className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-700 hover:bg-indigo-100"
                    onClick={() => setQuery(`${query} ${refinement}`.trim())}
                  >
                    {refinement}
                  </button>
                ))}
              </div>
            )}
            <ol className="divide-y divide-slate-100">
              {search.data.results.map((result) => (
                <li key={result.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link to={`/product/${result.id}`} className="font-medium text-slate-900 hover:text-indigo-600">
                      {result.title}
                    </Link>
                    <p className="text-sm text-slate-500">
                      {categoryLabel(t, result.category)} · {t("card.purchases", { count: result.downloads })}
                    </p>
                  </div>
                  <div className="flex items-center gap-4">
                    <Rating rating={result.rating} count={result.ratingCount} />
                    <span className="font-semibold">{formatCents(Math.round(result.price * 100), i18n.language)}</span>
                    <span className="text-xs text-slate-500">
                      {t("ai.relevance", { score: Math.round(result.relevanceScore * 100) })}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        )}
      </section>

      <section aria-labelledby="recommendations-heading">
        <h2 id="recommendations-heading" className="mb-4 text-xl font-semibold">
          {user ? t("ai.forYou") : t("ai.bestRated")}
        </h2>
        {recommendations.isPending ? (
          <PageLoading />
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {recommendations.data?.recommendations.map((recommendation) => (
              <article key={recommendation.item.id} className="card space-y-3" data-testid="recommendation">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/product/${recommendation.item.id}`}
                    className="font-semibold text-slate-900 hover:text-indigo-600"
                  >
                    {recommendation.item.title}
                  </Link>
                  {recommendation.relevanceScore !== null && (
                    <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                      {t("ai.match", { score: Math.round(recommendation.relevanceScore * 100) })}
                    </span>
                  )}
                </div>
                <p className="text-sm text-slate-600">
                  {truncate(recommendation.item.description, RECOMMENDATION_DESCRIPTION_CHARS)}
                </p>
                <p className="text-sm text-slate-700">{recommendation.personalizedPitch}</p>
                <p className="text-xs text-slate-500">{recommendation.reasoningExplanation}</p>
                {recommendation.crossSellOpportunities.length > 0 && (
                  <div className="border-t border-slate-100 pt-2 text-sm">
                    <p className="text-xs uppercase tracking-wide text-slate-500">{t("ai.alsoLike")}</p>
                    <ul className="mt-1 space-y-1">
                      {recommendation.crossSellOpportunities.map((other) => (
                        <li key={other.id}>
                          <Link to={`/product/${other.id}`} className="text-indigo-600 hover:underline">
                            {other.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </article>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="grid-heading">
        <h2 id="grid-heading" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <Search className="h-5 w-5 text-indigo-500" aria-hidden />
          {t("ai.browse")}
        </h2>
        {items.isPending ? (
          <PageLoading label={t("list.loading")} />
        ) : (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {items.data?.items.map((item) => (
              <ProductCard
                key={item.id}
                item={item}
                onPurchase={(currency) => buy(item, undefined, currency)}
                purchasing={pendingId === item.id}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
