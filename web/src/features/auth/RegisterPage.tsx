import { CheckCircle2, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { AuthShell } from "./AuthShell";
import { useRegister } from "./api/use-session-mutations";

const BENEFITS = ["literary", "humanizer", "marketplace", "global"] as const;
const FIELDS = ["username", "email", "password", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];

const INPUT_PROPS: Record<Field, { type: string; autoComplete: string }> = {
  username: { type: "text", autoComplete: "username" },
  email: { type: "email", autoComplete: "email" },
  password: { type: "password", autoComplete: "new-password" },
  confirmPassword: { type: "password", autoComplete: "new-password" },
};

/** What every sign-up is told, whether or not the address had an account: where the link went. */
function LinkSentNotice({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  return (
    <div data-testid="register-sent" role="status" className="space-y-3 rounded-lg bg-emerald-50 px-4 py-4 text-sm">
      <p className="flex items-start gap-2 font-semibold text-emerald-900">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        {t("register.sentTitle")}
      </p>
      <p className="text-emerald-900">{t("register.sent", { email })}</p>
      <p className="text-emerald-800">{t("register.sentHint")}</p>
    </div>
  );
}

export function RegisterPage() {
  const { t } = useTranslation("auth");
  const register = useRegister();
  const [values, setValues] = useState<Record<Field, string>>({
    username: "",
    email: "",
    password: "",
    confirmPassword: "",
  });
  const fieldErrors = register.error instanceof ApiRequestError ? register.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.password !== values.confirmPassword) {
      notify.error(t("register.mismatchTitle"), t("register.mismatch"));
      return;
    }
    const { confirmPassword: _confirm, ...payload } = values;
    register.mutate(payload, {
      onError: (error) => notify.error(t("register.failedTitle"), serverMessage(error, t("register.failed"))),
    });
  };

  return (
    <AuthShell
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      aside={
        <ul className="space-y-4" aria-label={t("register.benefitsLabel")}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" aria-hidden />
              <span className="text-lg text-white/90">{t(`register.benefits.${benefit}`)}</span>
            </li>
          ))}
        </ul>
      }
    >
      {register.isSuccess ? (
        <LinkSentNotice email={register.data.email} />
      ) : (
        <form onSubmit={submit} className="space-y-5">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              id={`register-${field}`}
              name={field}
              label={t(`fields.${field}`)}
              required
              {...INPUT_PROPS[field]}
              value={values[field]}
              onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
              error={fieldErrors[field]?.[0]}
              hint={field === "password" ? t("register.passwordHint") : undefined}
            />
          ))}
          <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
            {register.isPending ? t("register.submitting") : t("register.submit")}
          </button>
        </form>
      )}
      <ul className="mt-8 space-y-2 text-sm text-slate-600 md:hidden" aria-label={t("register.benefitsLabel")}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden />
            {t(`register.benefits.${benefit}`)}
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-600">
        {t("register.haveAccount")}{" "}
        <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
          {t("register.signIn")}
        </Link>
      </p>
    </AuthShell>
  );
}
