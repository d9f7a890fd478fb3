import { useTranslation } from "react-i18next";

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-indigo-500 border-t-transparent" aria-hidden />
      <span>{label ?? t("loading")}</span>
    </div>
  );
}
