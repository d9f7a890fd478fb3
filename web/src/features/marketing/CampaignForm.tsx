import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BASE_MARKETS, CAMPAIGN_TYPES, type CampaignType } from "../../../../schema/marketing-enums";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { marketNamer } from "../../lib/market-names";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { type CampaignInput, useActiveMarkets, useCreateCampaign } from "./api/queries";

type Markets = CampaignInput["markets"];

/** The create-campaign form: name, type, audience, goal and at least one of the 18 markets. */
export function CampaignForm() {
  const { t, i18n } = useTranslation("marketing");
  const marketName = marketNamer(i18n.language);
  const [name, setName] = useState("");
  const [type, setType] = useState<CampaignType>("email");
  const [targetAudience, setTargetAudience] = useState("");
  const [goal, setGoal] = useState("");
  const [markets, setMarkets] = useState<Markets>([]);
  const create = useCreateCampaign();
  const active = useActiveMarkets();

  const launch = () => {
    if (!name.trim() || !targetAudience.trim() || !goal.trim() || markets.length === 0) {
      notify.error(t("create.missingTitle"), t("create.missing"));
      return;
    }
    const [, region] = navigator.language.split("-");
    create.mutate(
      { name, type, targetAudience, goal, markets, language: i18n.language, region },
      {
        onSuccess: ({ campaign }) => {
          notify.success(t("create.createdTitle"), t("create.created", { link: campaign.trackedLink }));
          setName("");
          setTargetAudience("");
          setGoal("");
          setMarkets([]);
        },
        onError: (error) => notifyFailure(t("create.failedTitle"), error, t("create.failed"), planLabels(t)),
      },
    );
  };

  const toggle = (market: Markets[number]) =>
    setMarkets((current) => (current.includes(market) ? current.filter((m) => m !== market) : [...current, market]));

  return (
    <section className="card space-y-4" aria-labelledby="create-campaign">
      <div>
        <h2 id="create-campaign" className="text-lg font-semibold">
          {t("create.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("create.intro")}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="campaign-name"
          label={t("create.name")}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          id="campaign-type"
          label={t("create.type")}
          value={type}
          options={CAMPAIGN_TYPES}
          onChange={setType}
          optionLabel={(option) => t(`types.${option}`)}
        />
        <TextField
          id="campaign-audience"
          label={t("create.audience")}
          value={targetAudience}
          maxLength={200}
          onChange={(e) => setTargetAudience(e.target.value)}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <label htmlFor="campaign-goal" className="field-label">
            {t("create.goal")}
          </label>
          <textarea
            id="campaign-goal"
            className="field-input min-h-20"
            value={goal}
            maxLength={500}
            aria-describedby="campaign-goal-hint"
            onChange={(e) => setGoal(e.target.value)}
          />
          <p id="campaign-goal-hint" className="mt-1 text-xs text-slate-500">
            {t("create.goalHint")}
          </p>
        </div>
      </div>
      <fieldset>
        <legend className="field-label">{t("create.markets")}</legend>
        <div className="flex flex-wrap gap-2">
          {(active.data?.markets ?? BASE_MARKETS).map((market) => (
            <label
              key={market}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${markets.includes(market) ? "border-indigo-500 bg-indigo-50 text-indigo-700" : "border-slate-300"}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={markets.includes(market)}
                onChange={() => toggle(market)}
              />
              {marketName(market)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" className="btn-primary" onClick={launch} disabled={create.isPending}>
        {create.isPending ? t("create.launching") : t("create.launch")}
      </button>
    </section>
  );
}
