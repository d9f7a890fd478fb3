import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LanguageSelect } from "../../components/LanguageSelect";
import { useCurrentUser } from "../../lib/current-user";
import { tierLabelKey } from "../../lib/tier";
import { BillingCard } from "./BillingCard";
import { DataCard } from "./DataCard";
import { DeleteAccountCard } from "./DeleteAccountCard";
import { EmailCard } from "./EmailCard";
import { PasswordCard } from "./PasswordCard";
import { SessionsCard } from "./SessionsCard";

export function SettingsPage() {
  const { t } = useTranslation("settings");
  const { data: user } = useCurrentUser();
  // Stripe Checkout sends the new subscriber back here with this flag.
  const [searchParams] = useSearchParams();

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section className="card">
        <h2 className="text-lg font-semibold">{t("language.heading")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("language.description")}</p>
        <div className="mt-4 max-w-xs">
          <LanguageSelect id="settings-language" label={t("language.label")} />
        </div>
      </section>
      {user && <BillingCard awaitingSubscription={searchParams.has("subscribed")} />}
      {user && (
        <section className="card">
          <h2 className="text-lg font-semibold">{t("account.heading")}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-500">{t("account.username")}</dt>
            <dd className="font-medium">{user.username}</dd>
            <dt className="text-slate-500">{t("account.plan")}</dt>
            <dd className="font-medium">{t(`common:${tierLabelKey(user.tier)}`)}</dd>
            <dt className="text-slate-500">{t("account.role")}</dt>
            <dd className="font-medium">{t(`account.roles.${user.role}`)}</dd>
          </dl>
        </section>
      )}
      {user && <EmailCard user={user} />}
      {user && <PasswordCard />}
      {user && <SessionsCard />}
      {user && <DataCard />}
      {user && <DeleteAccountCard />}
    </div>
  );
}
