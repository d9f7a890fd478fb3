import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { AuthShell } from "./AuthShell";
import { useForgotPassword } from "./api/password-reset";

const linkClass = "font-semibold text-indigo-600 hover:text-indigo-500";

/** The neutral answer: it must read the same whether or not an account uses the address. */
function LinkSentNotice() {
  const { t } = useTranslation("auth");
  return (
    <div
      data-testid="forgot-sent"
      role="status"
      className="flex items-start gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
    >
      <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p>{t("forgot.sent")}</p>
    </div>
  );
}

/** Asks for an e-mailed link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");
  const fieldErrors = forgot.error instanceof ApiRequestError ? forgot.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email, {
      onError: (error) => notify.error(t("forgot.failedTitle"), serverMessage(error, t("forgot.failed"))),
    });
  };

  return (
    <AuthShell
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      aside={
        <div>
          <h2 className="text-4xl font-bold leading-tight">{t("forgot.asideTitle")}</h2>
          <p className="mt-4 max-w-sm text-lg text-white/80">{t("forgot.asideText")}</p>
        </div>
      }
    >
      {forgot.isSuccess ? (
        <LinkSentNotice />
      ) : (
        <form onSubmit={submit} className="space-y-5">
          <TextField
            id="forgot-email"
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={t("fields.emailPlaceholder")}
            error={fieldErrors.email?.[0]}
          />
          <button type="submit" className="btn-primary w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t("forgot.submitting") : t("forgot.submit")}
          </button>
        </form>
      )}
      <p className="mt-8 text-center text-sm text-slate-600">
        {t("forgot.remembered")}{" "}
        <Link to="/login" className={linkClass}>
          {t("register.signIn")}
        </Link>
      </p>
    </AuthShell>
  );
}
