import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useOpenBillingPortal } from "./api/billing-queries";

export function ManageBillingButton() {
  const { t } = useTranslation("settings");
  const openPortal = useOpenBillingPortal();

  const open = () =>
    openPortal.mutate(undefined, {
      onError: (error) => notify.error(t("billing.portalFailedTitle"), serverMessage(error, t("billing.failed"))),
    });

  return (
    <button type="button" className="btn-primary" disabled={openPortal.isPending} onClick={open}>
      {t("billing.manage")}
    </button>
  );
}
