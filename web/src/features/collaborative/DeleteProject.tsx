import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useDeleteProject } from "./api/queries";

/** The owner's delete control: one click asks, a second deletes the project for everyone. */
export function DeleteProject({ projectId, onDeleted }: { projectId: string; onDeleted: () => void }) {
  const { t } = useTranslation("collaborative");
  const remove = useDeleteProject(projectId);
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(t("delete.doneTitle"));
        onDeleted();
      },
      onError: (error) => notify.error(t("delete.failedTitle"), serverMessage(error, t("delete.failed"))),
    });

  if (!asking) {
    return (
      <button type="button" className="btn-secondary px-3 py-1.5 text-sm text-red-700" onClick={() => setAsking(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        {t("delete.button")}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="delete-project-question"
      className="w-full space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p id="delete-project-question">{t("delete.question")}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-lg bg-red-600 px-3 py-1 text-xs font-medium text-white hover:bg-red-700 disabled:opacity-60"
          onClick={confirm}
          disabled={remove.isPending}
        >
          {t("delete.confirm")}
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          onClick={() => setAsking(false)}
          disabled={remove.isPending}
        >
          {t("delete.cancel")}
        </button>
      </div>
    </div>
  );
}
