import { useTranslation } from "react-i18next";
import type { GeneratedImage } from "../api/humanizer-client";

export function ImageGallery({ images }: { images: GeneratedImage[] }) {
  const { t } = useTranslation("humanizer");
  if (images.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">{t("result.images")}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {images.map((image) => (
          <figure key={image.url} className="overflow-hidden rounded-xl border border-slate-200">
            <img src={image.url} alt={image.description} className="aspect-video w-full object-cover" loading="lazy" />
            <figcaption className="px-3 py-2 text-xs text-slate-600">
              {image.description} · {image.style}
              {image.source === "offline-card" && (
                <span className="block text-slate-500">{t("result.offlineCard")}</span>
              )}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
