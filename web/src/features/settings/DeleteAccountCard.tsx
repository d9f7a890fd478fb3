import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useDeleteAccount } from "./api/account-queries";
import { SettingsCard } from "./SettingsCard";

const CONSEQUENCES = ["delete.goes", "delete.projects", "delete.sales", "delete.subscription"] as const;
const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 font-medium text-white shadow-sm transition hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60";

/** The last card of Settings: what deleting the account does, then the password and one more confirmation. */
export function DeleteAccountCard() {
  const { t } = useTranslation("settings");
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const fieldErrors = deleteAccount.error instanceof ApiRequestError ? deleteAccount.error.fields : {};

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  const confirm = () =>
    deleteAccount.mutate(
      { password },
      {
        onSuccess: () => {
          notify.success(t("delete.deletedTitle"), t("delete.deleted"));
          navigate("/", { replace: true });
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(t("delete.failedTitle"), serverMessage(error, t("delete.failed")));
        },
      },
    );

  return (
    <SettingsCard section="delete" danger>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-600">
        {CONSEQUENCES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <form onSubmit={ask} className="mt-4 max-w-sm space-y-4">
        <TextField
          id="delete-password"
          label={t("delete.password")}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password?.[0]}
        />
        {confirming ? (
          <fieldset
            disabled={deleteAccount.isPending}
            onKeyDown={(event) => event.key === "Escape" && setConfirming(false)}
            className="rounded-lg border border-red-200 bg-red-50 p-3"
          >
            <legend className="float-left mb-3 w-full text-sm font-medium text-red-900">
              {t("delete.confirmTitle")}
            </legend>
            <div className="clear-both flex flex-wrap gap-3">
              <button type="button" className={dangerButton} onClick={confirm}>
                {deleteAccount.isPending ? t("delete.submitting") : t("delete.confirm")}
              </button>
              <button ref={keepButton} type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                {t("delete.cancel")}
              </button>
            </div>
          </fieldset>
        ) : (
          <button type="submit" className={dangerButton}>
            {t("delete.open")}
          </button>
        )}
      </form>
    </SettingsCard>
  );
}
