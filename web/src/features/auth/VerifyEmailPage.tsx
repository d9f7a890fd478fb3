import { MailCheck, MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { serverMessage } from "../../lib/api-client";
import { type CurrentUser, useCurrentUser } from "../../lib/current-user";
import { AuthShell } from "./AuthShell";
import { useConfirmEmailChange, useUndoEmailChange, useVerifyEmail } from "./api/verification";
import { ResendVerificationButton } from "./ResendVerificationButton";

const linkClass = "font-semibold text-indigo-600 hover:text-indigo-500";

/** Where to go from here: the dashboard when signed in, sign-in otherwise. */
function NextStep({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useTranslation("auth");
  return user ? (
    <Link to="/dashboard" className={linkClass}>
      {t("verify.toDashboard")}
    </Link>
  ) : (
    <Link to="/login" className={linkClass}>
      {t("verify.toSignIn")}
    </Link>
  );
}

function VerificationFailed({ message, user }: { message: string; user: CurrentUser | null | undefined }) {
  const canResend = user && !user.emailVerified;
  return (
    <div data-testid="verify-result" role="alert" className="space-y-4">
      <p className="flex items-start gap-2 text-red-700">
        <MailX className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        {message}
      </p>
      {canResend ? (
        <ResendVerificationButton email={user.email} className="btn-primary w-full" />
      ) : (
        <NextStep user={user} />
      )}
    </div>
  );
}

function VerificationConfirmed({ user, message }: { user: CurrentUser | null | undefined; message: string }) {
  return (
    <div data-testid="verify-result" role="status" className="space-y-4">
      <p className="flex items-start gap-2 text-emerald-700">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        {message}
      </p>
      <NextStep user={user} />
    </div>
  );
}

/**
 * Opened from an e-mailed link: the one that confirms the account's address ("verify"), the one that makes a new
 * address the account's ("confirmEmail") or the one that gives the old address its account back
 * ("undoEmailChange"): uses its token once and says how that went.
 */
function EmailLinkPage({ kind }: { kind: "verify" | "confirmEmail" | "undoEmailChange" }) {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { data: user } = useCurrentUser();
  const verifyEmail = useVerifyEmail();
  const confirmEmailChange = useConfirmEmailChange();
  const undoEmailChange = useUndoEmailChange();
  const verify = { verify: verifyEmail, confirmEmail: confirmEmailChange, undoEmailChange }[kind];
  const { mutate } = verify;
  const changed = verify.data && "email" in verify.data ? verify.data.email : null;
  const confirmed = changed ? t(`${kind}.confirmed`, { email: changed }) : t("verify.confirmed");
  // Confirming an address (new or changed) has one purpose; giving an account back has its own.
  const aside = kind === "undoEmailChange" ? "undoEmailChange" : "verify";
  // A token works once: strict mode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthShell
      title={t(`${kind}.title`)}
      subtitle={t(`${kind}.subtitle`)}
      aside={
        <div>
          <h2 className="text-4xl font-bold leading-tight">{t(`${aside}.asideTitle`)}</h2>
          <p className="mt-4 max-w-sm text-lg text-white/80">{t(`${aside}.asideText`)}</p>
        </div>
      }
    >
      {!token ? (
        <VerificationFailed message={t(`${kind}.noToken`)} user={user} />
      ) : verify.isSuccess ? (
        <VerificationConfirmed user={user} message={confirmed} />
      ) : verify.isError ? (
        <VerificationFailed message={serverMessage(verify.error, t(`${kind}.failed`))} user={user} />
      ) : (
        <PageLoading label={t(`${kind}.checking`)} />
      )}
    </AuthShell>
  );
}

export const VerifyEmailPage = () => <EmailLinkPage kind="verify" />;
export const ConfirmEmailPage = () => <EmailLinkPage kind="confirmEmail" />;
export const UndoEmailChangePage = () => <EmailLinkPage kind="undoEmailChange" />;
