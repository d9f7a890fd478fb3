import { COVER_WIDTHS, type Cover, coverHeightAt, PAGE_COVER_SIZES } from "../../../../../worker/common/covers";

/**
 * A product's cover at the size of where it is shown (a card's thumbnail or a product page), with its width and height
 * so nothing moves when it arrives. Without `alt` it is decorative: the title beside it names it.
 */
export function CoverImage({
  cover,
  size,
  alt = "",
  className,
  lazy = false,
}: {
  cover: Cover;
  size: "card" | "page";
  alt?: string;
  className: string;
  lazy?: boolean;
}) {
  const width = COVER_WIDTHS[size];
  return (
    <img
      src={size === "card" ? cover.cardUrl : cover.pageUrl}
      {...(size === "page"
        ? {
            srcSet: `${cover.cardUrl} ${COVER_WIDTHS.card}w, ${cover.pageUrl} ${COVER_WIDTHS.page}w`,
            sizes: PAGE_COVER_SIZES,
            fetchPriority: "high" as const,
          }
        : {})}
      width={width}
      height={coverHeightAt(cover, width)}
      alt={alt}
      className={className}
      {...(lazy ? { loading: "lazy", decoding: "async" } : {})}
    />
  );
}
