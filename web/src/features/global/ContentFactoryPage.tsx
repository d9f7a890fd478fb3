import { Download, Factory, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../worker/common/money";
import {
  FACTORY_CONTENT_TYPES,
  FACTORY_INDUSTRIES,
  FACTORY_MARKETS,
  type FactoryContentType,
  type FactoryMarket,
} from "../../../../worker/features/global/shared/global-content";
import { EngineBadge } from "../../components/EngineBadge";
import { MarkdownView } from "../../components/MarkdownView";
import { PlanRequired, usePlanIncludes } from "../../components/PlanRequired";
import { SelectField } from "../../components/SelectField";
import { serverMessage } from "../../lib/api-client";
import { marketNamer } from "../../lib/market-names";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { saveFile } from "../../lib/save-file";
import { type FactoryInput, useGenerateGlobalContent, useMarketRevenue } from "./api/queries";

const MARKETS = Object.keys(FACTORY_MARKETS) as FactoryMarket[];
const CONTENT_TYPES = Object.keys(FACTORY_CONTENT_TYPES) as FactoryContentType[];

/** The generator's choices; an industry is none until one is picked. */
interface FactoryForm {
  market: FactoryInput["market"] | "";
  contentType: FactoryInput["contentType"] | "";
  industry: FactoryInput["industry"] | "";
  topic: string;
  keywords: string;
}

export function ContentFactoryPage() {
  const { t, i18n } = useTranslation("factory");
  const marketName = marketNamer(i18n.language);
  const markets = useMarketRevenue();
  const [form, setForm] = useState<FactoryForm>({ market: "", contentType: "", industry: "", topic: "", keywords: "" });
  const generate = useGenerateGlobalContent();
  const factoryIncluded = usePlanIncludes("content-factory");
  const ready = Boolean(form.market && form.contentType && form.industry && form.topic.trim());
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  const result = generate.data?.content;

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section aria-labelledby="markets-heading">
        <h2 id="markets-heading" className="mb-3 text-lg font-semibold">
          {t("markets.heading")}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="market-grid">
          {(markets.data?.markets ?? []).map((market) => (
            <div key={market.market} className="card p-4">
              <p className="text-xs text-slate-500">{marketName(market.market)}</p>
              <p className="text-xl font-bold">{formatCents(market.revenueCents, i18n.language)}</p>
              <p className="text-xs text-slate-500">{t("markets.sales", { count: market.sales })}</p>
            </div>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-500">{t("markets.method")}</p>
      </section>

      <section className="card space-y-4" aria-labelledby="generator-heading">
        <h2 id="generator-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Factory className="h-5 w-5 text-indigo-500" aria-hidden />
          {t("generator.heading")}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {(
            [
              ["market", MARKETS, marketName],
              ["contentType", CONTENT_TYPES, (v: string) => t(`contentTypes.${v}`)],
              ["industry", FACTORY_INDUSTRIES, (v: string) => t(`industries.${v}`)],
            ] as const
          ).map(([key, options, label]) => (
            <SelectField<string>
              key={key}
              id={`factory-${key}`}
              label={t(`generator.${key}`)}
              value={form[key]}
              options={options}
              onChange={(value) => setForm((current) => ({ ...current, [key]: value }))}
              optionLabel={label}
              placeholder={t("generator.choose")}
            />
          ))}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="factory-topic" className="field-label">
              {t("generator.topic")}
            </label>
            <input id="factory-topic" className="field-input" value={form.topic} onChange={set("topic")} />
          </div>
          <div>
            <label htmlFor="factory-keywords" className="field-label">
              {t("generator.keywords")}
            </label>
            <input
              id="factory-keywords"
              className="field-input"
              value={form.keywords}
              onChange={set("keywords")}
              placeholder={t("generator.keywordsPlaceholder")}
            />
          </div>
        </div>
        {!factoryIncluded ? (
          <PlanRequired feature="content-factory" />
        ) : (
          <button
            type="button"
            className="btn-primary"
            disabled={!ready || generate.isPending}
            onClick={() => {
              const { market, contentType, industry } = form;
              if (!market || !contentType || !industry) return;
              generate.mutate(
                { ...form, market, contentType, industry },
                {
                  onError: (error) =>
                    notifyFailure(t("generator.errorTitle"), error, t("generator.error"), planLabels(t)),
                },
              );
            }}
          >
            {generate.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {generate.isPending ? t("generator.generating") : t("generator.generate")}
          </button>
        )}
        {generate.isError && (
          <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-semibold">{t("generator.errorTitle")}</p>
            <p>{serverMessage(generate.error, t("generator.error"))}</p>
          </div>
        )}
      </section>

      {result && generate.data && (
        <section className="card space-y-4" data-testid="factory-result">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{result.title}</h2>
            <EngineBadge engine={generate.data.engine} model={generate.data.model} />
          </div>
          <p className="text-sm text-slate-600">{generate.data.message}</p>
          <dl className="grid grid-cols-2 gap-3 text-center md:grid-cols-4">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("analysis.seoScore")}</dt>
              <dd className="text-2xl font-bold" data-testid="seo-score">
                {result.seoScore}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("analysis.value")}</dt>
              <dd className="text-2xl font-bold">{t(`labels.${result.valueLabel}`)}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("analysis.marketSales")}</dt>
              <dd className="text-2xl font-bold" data-testid="market-sales">
                {formatCents(result.marketSales.revenueCents, i18n.language)}
              </dd>
              <dd className="text-xs text-slate-500">
                {t("analysis.salesCount", { count: result.marketSales.sales })}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("analysis.words")}</dt>
              <dd className="text-2xl font-bold">{result.wordCount}</dd>
            </div>
          </dl>
          <ul className="grid gap-1 text-sm text-slate-600 md:grid-cols-2">
            {result.seoChecks.map((check) => (
              <li key={check.name}>
                {check.name}: {check.points}/{check.max}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">{t("analysis.method")}</p>
          <p className="text-sm">
            <span className="font-medium">{t("analysis.meta")}</span> {result.metaDescription}
          </p>
          <MarkdownView
            markdown={result.content}
            className="max-h-96 overflow-y-auto rounded-xl bg-slate-50 p-4 text-sm"
          />
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              saveFile(
                new Blob([result.content], { type: "text/markdown;charset=utf-8" }),
                `${form.market.toLowerCase()}-${form.contentType}.md`,
              )
            }
          >
            <Download className="h-4 w-4" aria-hidden />
            {t("analysis.download")}
          </button>
        </section>
      )}
    </div>
  );
}
