import { Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePageHref } from "../../lib/page-href";
import { useRecentPraise } from "./api/showcase";

/** Real buyers' recent four- and five-star reviews, under the name each reviewer chose; nothing when there are none. */
export function BuyerReviews() {
  const { t } = useTranslation("home");
  const href = usePageHref();
  const praise = useRecentPraise();
  if (!praise?.length) return null;
  return (
    <section className="bg-slate-900 py-16 text-white" aria-labelledby="testimonials-heading">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight">
          {t("testimonials.heading")}
        </h2>
        <p className="mt-2 text-slate-300">{t("testimonials.subheading")}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {praise.map((review) => (
            <figure key={review.id} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Quote className="h-6 w-6 text-indigo-300" aria-hidden />
              <blockquote className="mt-3 line-clamp-6 text-slate-200">{review.body}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold">{review.reviewer.name}</span>
                <a href={href(`/product/${review.product.slug}`)} className="text-slate-400 underline hover:text-white">
                  {review.product.title}
                </a>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
