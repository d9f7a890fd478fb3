import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useResendVerification } from "./api/verification";

/** Asks for a new verification link for the signed-in user's address, and toasts how that went. */
export function ResendVerificationButton({ email, className }: { email: string; className: string }) {
  const { t } = useTranslation("auth");
  const resend = useResendVerification();

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify.success(t("resend.sentTitle"), t("resend.sent", { email })),
      onError: (error) => notify.error(t("resend.failedTitle"), serverMessage(error, t("resend.failed"))),
    });

  return (
    <button type="button" className={className} disabled={resend.isPending} onClick={send}>
      {resend.isPending ? t("resend.sending") : t("resend.button")}
    </button>
  );
}
