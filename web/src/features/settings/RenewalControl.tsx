import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useSetRenewal } from "./api/billing-queries";

/** "Cancel renewal" (after an inline confirmation) or, once cancelled, "Resume renewal". */
export function RenewalControl({ cancelAtPeriodEnd }: { cancelAtPeriodEnd: boolean }) {
  const { t } = useTranslation("settings");
  const setRenewal = useSetRenewal();
  const [confirming, setConfirming] = useState(false);
  const renewalButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Closing the confirmation removes the focused button; focus goes back to the renewal button that replaces it.
  useEffect(() => {
    if (wasConfirming.current && !confirming) renewalButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const change = (renew: boolean) =>
    setRenewal.mutate(renew, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t(renew ? "billing.renewalResumed" : "billing.renewalStopped"));
      },
      onError: (error) => notify.error(t("billing.renewalFailedTitle"), serverMessage(error, t("billing.failed"))),
    });

  if (confirming) {
    return (
      <CancelRenewalConfirm
        pending={setRenewal.isPending}
        onConfirm={() => change(false)}
        onKeep={() => setConfirming(false)}
      />
    );
  }
  return (
    <button
      ref={renewalButton}
      type="button"
      className="btn-secondary"
      disabled={setRenewal.isPending}
      onClick={() => (cancelAtPeriodEnd ? change(true) : setConfirming(true))}
    >
      {t(cancelAtPeriodEnd ? "billing.resumeRenewal" : "billing.cancelRenewal")}
    </button>
  );
}

interface CancelRenewalConfirmProps {
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

function CancelRenewalConfirm({ pending, onConfirm, onKeep }: CancelRenewalConfirmProps) {
  const { t } = useTranslation("settings");
  const keepButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    keepButton.current?.focus();
  }, []);

  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") onKeep();
  };

  return (
    <fieldset
      disabled={pending}
      onKeyDown={keepOnEscape}
      className="w-full rounded-lg border border-amber-200 bg-amber-50 p-3"
    >
      <legend className="float-left mb-3 w-full text-sm text-amber-900">{t("billing.confirmCancel")}</legend>
      <div className="clear-both flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onConfirm}>
          {t("billing.confirmYes")}
        </button>
        <button ref={keepButton} type="button" className="btn-secondary" onClick={onKeep}>
          {t("billing.confirmNo")}
        </button>
      </div>
    </fieldset>
  );
}
