import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PRODUCT_CATEGORIES, SORTS } from "../../../../schema/marketplace-enums";
import { categoryLabel } from "../../../../worker/common/category-label";
import { browseParamsOf, lastBrowsablePage } from "../../../../worker/common/marketplace-browse";
import { PageLoading } from "../../components/PageLoading";
import { useCurrentUser } from "../../lib/current-user";
import { useItem, useItems } from "./api/catalogue-queries";
import { ImpactStrip } from "./components/ImpactStrip";
import { ProductCard } from "./components/ProductCard";
import { usePurchaseFlow } from "./components/usePurchaseFlow";

export function MarketplacePage() {
  const { t } = useTranslation("marketplace");
  const [params, setParams] = useSearchParams();
  const browse = browseParamsOf(params);
  const { category, sort, page, q } = browse;
  const highlightId = Number(params.get("item")) || null;
  const [search, setSearch] = useState(q);
  const items = useItems(browse);
  const { buy, pendingId } = usePurchaseFlow();
  const { data: user } = useCurrentUser();
  const cards = useRef(new Map<number, HTMLElement>());

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounce restarts on typing only, not when the URL follows it
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== q) update({ q: search.trim() || null, page: null });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const onPage = items.data?.items.some((item) => item.id === highlightId) ?? false;
  const pinned = useItem(highlightId && items.data && !onPage ? String(highlightId) : "");
  useEffect(() => {
    if (highlightId && onPage) cards.current.get(highlightId)?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [highlightId, onPage]);

  if (items.isError) {
    return (
      <div className="card mx-auto max-w-lg text-center" role="alert">
        <h2 className="text-xl font-semibold">{t("list.failedTitle")}</h2>
        <p className="mt-2 text-slate-600">{t("list.failed")}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => window.location.reload()}>
          {t("list.refresh")}
        </button>
      </div>
    );
  }

  // The API pages through the first MAX_BROWSABLE results; past them, a search or a category narrows the list.
  const totalPages = items.data ? lastBrowsablePage(items.data.total, browse.pageSize) : 1;
  const pinnedItem = highlightId && !onPage ? pinned.data?.item : undefined;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ImpactStrip />
      {user && (
        <div className="flex justify-end">
          <Link to="/my-products" className="btn-secondary text-sm">
            {t("mine.heading")}
          </Link>
        </div>
      )}
      <div className="card grid gap-4 md:grid-cols-[1fr_auto_auto]">
        <label className="relative block">
          <span className="sr-only">{t("list.search")}</span>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            className="field-input ps-9"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t("list.search")}
            data-hand-over="q"
          />
        </label>
        <select
          className="field-input"
          aria-label={t("list.category")}
          data-hand-over="category"
          data-hand-over-default="all"
          value={category}
          onChange={(e) => update({ category: e.target.value === "all" ? null : e.target.value, page: null })}
        >
          <option value="all">{t("list.allCategories")}</option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(t, c)}
            </option>
          ))}
        </select>
        <select
          className="field-input"
          aria-label={t("list.sort")}
          data-hand-over="sort"
          data-hand-over-default="featured"
          value={sort}
          onChange={(e) => update({ sort: e.target.value === "featured" ? null : e.target.value, page: null })}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>

      {items.isPending ? (
        <PageLoading label={t("list.loading")} />
      ) : (
        <>
          {/* The count heads the list, so the cards' titles (h3) follow a heading of their own level. */}
          <h2 className="text-sm font-normal text-slate-500" aria-live="polite">
            {t("list.total", { count: items.data.total })}
          </h2>
          {pinnedItem && (
            <section aria-label={t("list.selected")}>
              <ProductCard
                item={pinnedItem}
                highlighted
                onPurchase={(currency) => buy(pinnedItem, undefined, currency)}
                purchasing={pendingId === pinnedItem.id}
              />
            </section>
          )}
          {items.data.items.length === 0 ? (
            <p className="card text-center text-slate-600">{t("list.empty")}</p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {items.data.items.map((item) => (
                <ProductCard
                  key={item.id}
                  ref={(node) => {
                    if (node) cards.current.set(item.id, node);
                    else cards.current.delete(item.id);
                  }}
                  item={item}
                  highlighted={item.id === highlightId}
                  onPurchase={(currency) => buy(item, undefined, currency)}
                  purchasing={pendingId === item.id}
                />
              ))}
            </div>
          )}
          {totalPages > 1 && (
            <nav className="flex items-center justify-center gap-3" aria-label={t("list.pages")}>
              <button
                type="button"
                className="btn-secondary"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                {t("list.previous")}
              </button>
              <span className="text-sm text-slate-600">{t("list.pageOf", { page, total: totalPages })}</span>
              <button
                type="button"
                className="btn-secondary"
                disabled={page >= totalPages}
                onClick={() => update({ page: String(page + 1) })}
              >
                {t("list.next")}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
