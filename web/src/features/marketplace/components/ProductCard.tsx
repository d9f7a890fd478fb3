import { Download, ShoppingCart } from "lucide-react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Currency } from "../../../../../schema/pricing-enums";
import {
  CARD_DESCRIPTION_CHARS,
  CARD_TAGS,
  showsPurchaseCount,
  truncate,
} from "../../../../../worker/common/marketplace-browse";
import { formatDollarsIn } from "../../../../../worker/common/money";
import { useLocaleSuggestion } from "../../../lib/locale";
import type { Item } from "../api/marketplace-client";
import { CoverImage } from "./CoverImage";
import { Price } from "./Price";
import { ProductBadges } from "./ProductBadges";
import { Rating } from "./Rating";

interface ProductCardProps {
  item: Item;
  highlighted?: boolean;
  /** Buys the product in the currency the card shows its price in. */
  onPurchase: (currency: Currency) => void;
  purchasing: boolean;
}

export const ProductCard = forwardRef<HTMLElement, ProductCardProps>(function ProductCard(
  { item, highlighted, onPurchase, purchasing },
  ref,
) {
  const { t, i18n } = useTranslation("marketplace");
  // The visitor's country's currency, at the price rounded as shops there show it, which the purchase charges.
  const local = useLocaleSuggestion().data?.countryCurrency;
  return (
    <article
      ref={ref}
      id={`item-${item.id}`}
      data-testid="product-card"
      className={`card flex flex-col gap-3 transition ${highlighted ? "ring-4 ring-indigo-400" : ""}`}
    >
      <div className="flex flex-wrap gap-2">
        <ProductBadges item={item} />
      </div>
      <div className="flex gap-4">
        {/* Beside the title, which names it: the picture needs no text of its own. */}
        <CoverImage
          cover={item.cover}
          size="card"
          lazy
          className="w-20 shrink-0 self-start rounded shadow-sm ring-1 ring-slate-200"
        />
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold leading-snug text-slate-900">{item.title}</h3>
          <p className="text-sm text-slate-500">{t("card.by", { author: item.author })}</p>
        </div>
      </div>
      <p className="text-sm text-slate-600">{truncate(item.description, CARD_DESCRIPTION_CHARS)}</p>
      <div className="flex items-center justify-between text-sm">
        <Rating rating={item.rating} count={item.ratingCount} />
        {showsPurchaseCount(item) && (
          <span className="inline-flex items-center gap-1 text-slate-500">
            <Download className="h-4 w-4" aria-hidden />
            {t("card.purchases", { count: item.purchases })}
          </span>
        )}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t("card.tags")}>
        {item.tags.slice(0, CARD_TAGS).map((tag) => (
          <li key={tag} className="rounded bg-slate-50 px-2 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">
            {tag}
          </li>
        ))}
      </ul>
      {item.testimonial && (
        <blockquote className="border-s-2 border-indigo-200 ps-3 text-sm italic text-slate-600">
          “{item.testimonial}”
        </blockquote>
      )}
      <div className="mt-auto space-y-3 pt-2">
        <div>
          <Price cents={item.priceCents} originalCents={item.originalPriceCents} />
          {local && (
            <p className="text-sm text-slate-500" data-testid="local-price">
              {t("price.local", {
                price: formatDollarsIn(item.priceCents, local.perUsd, local.currency, i18n.language),
              })}
            </p>
          )}
        </div>
        {/* Side by side when they fit, one under the other when a language's labels are too long for the card. */}
        <div className="flex flex-wrap gap-2">
          <Link to={`/product/${item.id}`} className="btn-secondary grow whitespace-nowrap px-3 text-sm">
            {t("card.viewDetails")}
          </Link>
          <button
            type="button"
            className="btn-primary grow whitespace-nowrap px-3 text-sm"
            onClick={() => onPurchase(local?.currency ?? "USD")}
            disabled={purchasing}
          >
            <ShoppingCart className="h-4 w-4" aria-hidden />
            {purchasing ? t("purchase.pending") : t("card.purchase")}
          </button>
        </div>
      </div>
    </article>
  );
});
