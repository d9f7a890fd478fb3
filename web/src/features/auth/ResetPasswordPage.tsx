import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { AuthShell } from "./AuthShell";
import { useResetPassword } from "./api/password-reset";

/** A used, unknown or expired link, or one whose token the server refused outright. */
function isLinkRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === "link_invalid" || "token" in error.fields);
}

function LinkUnusable({ message }: { message: string }) {
  const { t } = useTranslation("auth");
  return (
    <div data-testid="reset-link-invalid" role="alert" className="space-y-4">
      <p className="flex items-start gap-2 text-red-700">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        {message}
      </p>
      <Link to="/forgot-password" className="btn-primary w-full">
        {t("reset.askAgain")}
      </Link>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [mismatch, setMismatch] = useState(false);

  if (isLinkRefused(reset.error)) return <LinkUnusable message={serverMessage(reset.error, t("reset.linkInvalid"))} />;
  const fieldErrors = reset.error instanceof ApiRequestError ? reset.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== repeated);
    if (password !== repeated) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success(t("reset.successTitle"), t("reset.success"));
          navigate("/dashboard", { replace: true });
        },
        onError: (error) => {
          if (!isLinkRefused(error)) notify.error(t("reset.failedTitle"), serverMessage(error, t("reset.failed")));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <TextField
        id="reset-password"
        label={t("reset.newPassword")}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password?.[0]}
        hint={t("register.passwordHint")}
      />
      <TextField
        id="reset-repeat"
        label={t("reset.repeat")}
        type="password"
        autoComplete="new-password"
        required
        value={repeated}
        onChange={(e) => setRepeated(e.target.value)}
        error={mismatch ? t("reset.mismatch") : undefined}
      />
      <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending ? t("reset.submitting") : t("reset.submit")}
      </button>
    </form>
  );
}

/** Opened from the e-mailed link: chooses a new password, which signs the user in. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";

  return (
    <AuthShell
      title={t("reset.title")}
      subtitle={t("reset.subtitle")}
      aside={
        <div>
          <h2 className="text-4xl font-bold leading-tight">{t("reset.asideTitle")}</h2>
          <p className="mt-4 max-w-sm text-lg text-white/80">{t("reset.asideText")}</p>
        </div>
      }
    >
      {token ? <NewPasswordForm token={token} /> : <LinkUnusable message={t("reset.noToken")} />}
    </AuthShell>
  );
}
