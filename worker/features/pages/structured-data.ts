import type { Item } from "../marketplace";

const CONTEXT = "https://schema.org";

/** The landing page's Organization. */
export function organization(origin: string) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: "Inkspire",
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * A product page's Product: its cover (at page and full size), its Offer at the listed price, and an AggregateRating only when buyers have reviewed it
 * (from the reviews themselves, never a default).
 */
export function productData(item: Item, url: string, origin: string, inLanguage: string | null = null) {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: item.title,
    description: item.description,
    ...(inLanguage ? { inLanguage } : {}),
    image: [`${origin}${item.cover.pageUrl}`, `${origin}${item.cover.url}`],
    sku: String(item.id),
    category: item.category,
    brand: { "@type": "Brand", name: item.author },
    offers: {
      "@type": "Offer",
      price: (item.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
    },
    ...(item.rating !== null && item.ratingCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: item.rating, reviewCount: item.ratingCount } }
      : {}),
  };
}
