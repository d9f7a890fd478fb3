import { type ChangeEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useRemoveCover, useUploadCover } from "../api/cover-queries";
import type { OwnItem } from "../api/marketplace-client";
import { CoverImage } from "./CoverImage";

/** The server's limit too; checked here first so a large file is not sent at all. */
const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** A product's cover in the creator's list: the thumbnail, a new upload, or back to the generated cover. */
export function CoverControl({ item }: { item: OwnItem }) {
  const { t } = useTranslation("marketplace");
  const upload = useUploadCover();
  const remove = useRemoveCover();
  const inputId = useId();
  const failed = (error: Error) => notify.error(t("cover.failedTitle"), serverMessage(error, t("cover.failed")));
  const done = () => notify.success(t("cover.changedTitle"), t("cover.changed"));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_COVER_BYTES) {
      notify.error(t("cover.failedTitle"), t("cover.tooLarge"));
      return;
    }
    upload.mutate({ id: item.id, cover: file }, { onSuccess: done, onError: failed });
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex items-start gap-3">
      <CoverImage
        cover={item.cover}
        size="card"
        alt={t("product.coverAlt", { title: item.title })}
        className="w-12 shrink-0 rounded shadow-sm ring-1 ring-slate-200"
      />
      <div className="space-y-1 text-xs">
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label={t("cover.choose", { title: item.title })}
          disabled={busy}
          onChange={choose}
        />
        <label htmlFor={inputId} className="btn-secondary cursor-pointer px-3 py-1 text-xs">
          {upload.isPending ? t("cover.uploading") : t("cover.upload")}
        </label>
        {item.cover.generated ? (
          <p className="text-slate-500">{t("cover.generated")}</p>
        ) : (
          <button
            type="button"
            className="block font-medium text-indigo-600 hover:underline disabled:opacity-50"
            disabled={busy}
            onClick={() => remove.mutate(item.id, { onSuccess: done, onError: failed })}
          >
            {t("cover.useGenerated")}
          </button>
        )}
      </div>
    </div>
  );
}
