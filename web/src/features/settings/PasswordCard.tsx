import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useChangePassword } from "./api/account-queries";
import { SettingsCard } from "./SettingsCard";

const EMPTY = { currentPassword: "", newPassword: "", repeatPassword: "" };

/** The "Password" card of Settings: a new password for the current one; other sessions end. */
export function PasswordCard() {
  const { t } = useTranslation("settings");
  const changePassword = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);
  const fieldErrors = changePassword.error instanceof ApiRequestError ? changePassword.error.fields : {};
  const edit = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, repeatPassword } = values;
    setMismatch(newPassword !== repeatPassword);
    if (newPassword !== repeatPassword) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify.success(t("password.changedTitle"), t("password.changed"));
        },
        onError: (error) => notify.error(t("password.failedTitle"), serverMessage(error, t("password.failed"))),
      },
    );
  };

  return (
    <SettingsCard section="password">
      <form onSubmit={submit} className="mt-4 max-w-sm space-y-4">
        <TextField
          id="password-current"
          label={t("password.current")}
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={edit("currentPassword")}
          error={fieldErrors.currentPassword?.[0]}
        />
        <TextField
          id="password-new"
          label={t("password.new")}
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={edit("newPassword")}
          error={fieldErrors.newPassword?.[0]}
          hint={t("password.hint")}
        />
        <TextField
          id="password-repeat"
          label={t("password.repeat")}
          type="password"
          autoComplete="new-password"
          required
          value={values.repeatPassword}
          onChange={edit("repeatPassword")}
          error={mismatch ? t("password.mismatch") : undefined}
        />
        <button type="submit" className="btn-primary" disabled={changePassword.isPending}>
          {changePassword.isPending ? t("password.submitting") : t("password.submit")}
        </button>
      </form>
    </SettingsCard>
  );
}
