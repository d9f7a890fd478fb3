import { useTranslation } from "react-i18next";
import { categoryLabel } from "../../../../worker/common/category-label";
import { formatCents } from "../../../../worker/common/money";
import { usePageHref } from "../../lib/page-href";
import { useFeaturedItems } from "./api/showcase";

/** The catalogue's featured products as they are listed: title, description, category and price. */
export function FeaturedGuides() {
  const { t, i18n } = useTranslation("home");
  const href = usePageHref();
  const featured = useFeaturedItems();
  if (featured?.length === 0) return null;
  return (
    <section className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {t("featured.heading")}
      </h2>
      <p className="mt-2 text-slate-600">{t("featured.subheading")}</p>
      <div className="mt-8 grid min-h-64 gap-6 md:grid-cols-3" aria-busy={featured === null}>
        {featured?.map((item) => (
          <article key={item.id} className="card flex flex-col">
            <span className="self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600">
              {categoryLabel(t, item.category)}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-500">{t("featured.by", { author: item.author })}</p>
            <p className="mt-2 line-clamp-4 flex-1 text-sm text-slate-600">{item.description}</p>
            <div className="mt-6 flex items-center justify-between">
              <span className="text-2xl font-bold text-slate-900">{formatCents(item.priceCents, i18n.language)}</span>
              <a href={href(`/product/${item.slug}`)} className="btn-secondary text-sm">
                {t("featured.view")}
              </a>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
