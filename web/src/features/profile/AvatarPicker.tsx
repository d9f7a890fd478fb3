import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useUploadAvatar } from "./api/profile-queries";

/** The server's limit too; checked here first so a large file is not sent at all. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** The profile photo: shown (or the initials), replaced by choosing a file, which uploads at once. */
export function AvatarPicker({ avatarUrl, initials }: { avatarUrl: string | null; initials: string }) {
  const { t } = useTranslation("profile");
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) {
      notify.error(t("photo.tooLargeTitle"), t("photo.tooLarge"));
      return;
    }
    if (!file.type.startsWith("image/")) {
      notify.error(t("photo.notImageTitle"), t("photo.notImage"));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(t("photo.uploadedTitle"), t("photo.uploaded")),
      onError: (error) => notify.error(t("photo.failedTitle"), serverMessage(error, t("photo.failed"))),
    });
  };

  return (
    <div className="flex items-center gap-5">
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt={t("photo.alt")}
          className="h-20 w-20 rounded-full object-cover ring-2 ring-indigo-100"
          data-testid="profile-avatar"
        />
      ) : (
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-purple-500 text-2xl font-semibold text-white">
          {initials}
        </span>
      )}
      <div>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          aria-label={t("photo.choose")}
          tabIndex={-1}
          onChange={choose}
        />
        <button
          type="button"
          className="btn-secondary"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? t("photo.uploading") : t("photo.choose")}
        </button>
        <p className="mt-1 text-xs text-slate-500">{t("photo.hint")}</p>
      </div>
    </div>
  );
}
