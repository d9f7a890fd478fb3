import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/PageLoading";
import { AutomationRules } from "./AutomationRules";
import { useCampaigns } from "./api/queries";
import { CampaignCard } from "./CampaignCard";
import { CampaignForm } from "./CampaignForm";

/** Marketing automation: campaigns with their tracked links and measured results, content, and the rules. */
export function MarketingAutomationPage() {
  const { t } = useTranslation("marketing");
  const campaigns = useCampaigns();
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <CampaignForm />
      <section className="space-y-3" aria-labelledby="active-campaigns">
        <div>
          <h2 id="active-campaigns" className="text-lg font-semibold">
            {t("campaigns.heading")}
          </h2>
          <p className="text-sm text-slate-600">{t("campaigns.method")}</p>
        </div>
        {campaigns.isPending ? (
          <PageLoading />
        ) : campaigns.isError ? (
          <p className="card text-red-700" role="alert">
            {t("campaigns.loadFailed")}
          </p>
        ) : campaigns.data.campaigns.length === 0 ? (
          <p className="card text-center text-slate-600">{t("campaigns.empty")}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {campaigns.data.campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </section>
      <AutomationRules />
    </div>
  );
}
