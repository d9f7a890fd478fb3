import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import type { CurrentUser } from "../../lib/current-user";
import { notify } from "../../lib/notify";
import { useChangeEmail } from "./api/account-queries";
import { SettingsCard } from "./SettingsCard";

const EMPTY = { newEmail: "", password: "" };

/** The "E-mail address" card of Settings: the current address, and a change that the new address must confirm. */
export function EmailCard({ user }: { user: NonNullable<CurrentUser> }) {
  const { t } = useTranslation("settings");
  const changeEmail = useChangeEmail();
  const [values, setValues] = useState(EMPTY);
  const fieldErrors = changeEmail.error instanceof ApiRequestError ? changeEmail.error.fields : {};
  const edit = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    changeEmail.mutate(values, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        const email = "pendingEmail" in answer ? answer.pendingEmail : values.newEmail;
        notify.success(t("email.sentTitle"), t("email.sent", { email }));
      },
      onError: (error) => notify.error(t("email.failedTitle"), serverMessage(error, t("email.failed"))),
    });
  };

  return (
    <SettingsCard section="email">
      <p className="mt-4 text-sm">
        <span className="text-slate-500">{t("email.current")}: </span>
        <span className="font-medium">{user.email}</span>{" "}
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            user.emailVerified ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"
          }`}
        >
          {user.emailVerified ? t("email.verified") : t("email.unverified")}
        </span>
      </p>
      <form onSubmit={submit} className="mt-4 max-w-sm space-y-4">
        <TextField
          id="email-new"
          label={t("email.new")}
          type="email"
          autoComplete="email"
          required
          value={values.newEmail}
          onChange={edit("newEmail")}
          error={fieldErrors.newEmail?.[0]}
        />
        <TextField
          id="email-password"
          label={t("email.password")}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={edit("password")}
          error={fieldErrors.password?.[0]}
        />
        <button type="submit" className="btn-primary" disabled={changeEmail.isPending}>
          {changeEmail.isPending ? t("email.submitting") : t("email.submit")}
        </button>
      </form>
    </SettingsCard>
  );
}
