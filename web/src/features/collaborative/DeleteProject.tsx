import { useTranslation } from "react-i18next";
import { ConfirmAction } from "../../components/ConfirmAction";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useDeleteProject } from "./api/queries";

/** The owner's delete control: one click asks, a second deletes the project for everyone. */
export function DeleteProject({ projectId, onDeleted }: { projectId: string; onDeleted: () => void }) {
  const { t } = useTranslation("collaborative");
  const remove = useDeleteProject(projectId);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(t("delete.doneTitle"));
        onDeleted();
      },
      onError: (error) => notify.error(t("delete.failedTitle"), serverMessage(error, t("delete.failed"))),
    });
  return (
    <ConfirmAction
      label={t("delete.button")}
      question={t("delete.question")}
      confirmLabel={t("delete.confirm")}
      cancelLabel={t("delete.cancel")}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
