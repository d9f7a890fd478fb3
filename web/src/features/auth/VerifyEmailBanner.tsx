import { MailWarning } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../lib/current-user";
import { ResendVerificationButton } from "./ResendVerificationButton";

function UnverifiedEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  return (
    <div
      role="status"
      data-testid="verify-banner"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-sm text-amber-900 md:px-8"
    >
      <MailWarning className="h-4 w-4 shrink-0" aria-hidden />
      <span>{t("verifyBanner.text", { email })}</span>
      <ResendVerificationButton
        email={email}
        className="font-semibold underline underline-offset-2 hover:text-amber-700 disabled:opacity-60"
      />
    </div>
  );
}

/** A slim reminder for a signed-in user whose address is not confirmed yet; nothing for anyone else. */
export function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  // The auth catalog may still be loading: the shell renders on without the reminder until it is there.
  return (
    <Suspense fallback={null}>
      <UnverifiedEmailNotice email={user.email} />
    </Suspense>
  );
}
