import { Package, ShoppingBag, Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { KDP_TIERS, type KdpTier } from "../../../../../schema/literary-enums";
import { PlanRequired, usePlanIncludes } from "../../../components/PlanRequired";
import { someOf } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { notifyFailure, planLabels } from "../../../lib/notify-failure";
import { useBuildPackage, useListWork, useWork } from "../api/queries";
import { WorkLanguageSourceNote } from "../work/WorkLanguage";
import { PackageCategories } from "./PackageCategories";
import { WorkEditionForm } from "./WorkEditionForm";
import { WorkPreview } from "./WorkPreview";

/** Enhancements: each opens the humanizer at the matching level. They cost nothing beyond the plan's uses. */
const ENHANCEMENTS = [
  { key: "standard", level: "standard" },
  { key: "professional", level: "advanced" },
  { key: "godmode", level: "maximum" },
] as const;

export function MonetizeTab({ workId, preview }: { workId: string | null; preview: string | null }) {
  const { t, i18n } = useTranslation("literary");
  const work = useWork(workId);
  const list = useListWork();
  const build = useBuildPackage();
  const premiumIncluded = usePlanIncludes("kdp-premium");
  const [price, setPrice] = useState<number | null>(null);
  const [categories, setCategories] = useState<[string, string] | null>(null);
  const money = (dollars: number) =>
    new Intl.NumberFormat(i18n.language, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
      dollars,
    );

  if (!workId) return <p className="card text-slate-600">{t("monetize.noWork")}</p>;
  if (!work.data) return <p className="card text-slate-500">{t("monetize.loading")}</p>;
  const { work: current, suggestedPrice } = work.data;
  const languageName = (code: string) => new Intl.DisplayNames([i18n.language], { type: "language" }).of(code) ?? code;
  const chosenPrice = price ?? suggestedPrice;

  const listIt = () =>
    list.mutate(
      { id: current.id, price: chosenPrice },
      {
        onSuccess: (result) => notify.success(t("monetize.listedTitle"), result.message),
        onError: (error) => notifyFailure(t("monetize.failedTitle"), error, t("monetize.failed"), planLabels(t)),
      },
    );

  const buildPackage = (tier: KdpTier) =>
    build.mutate(
      { workId: current.id, tier, ...(categories ? { categories } : {}) },
      {
        onSuccess: () => notify.success(t("monetize.packageTitle"), t("monetize.package")),
        onError: (error) => notifyFailure(t("monetize.failedTitle"), error, t("monetize.failed"), planLabels(t)),
      },
    );

  const productId = list.data?.item.id ?? current.marketplaceProductId;
  return (
    <div className="space-y-6">
      <section className="card space-y-4">
        <div>
          <h3 className="text-lg font-semibold">{current.title}</h3>
          <p className="text-sm text-slate-500">
            {t("select.words", { count: current.wordCount })} ·{" "}
            {t("monetize.chapters", { count: current.chapters.length })}
            {current.scaffold ? ` · ${t("select.scaffold")}` : ""}
          </p>
          <Link to={`/literary/${current.id}`} className="text-sm font-medium text-indigo-700 hover:underline">
            {t("monetize.openEditor")}
          </Link>
        </div>
        {current.scaffold && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
            {t("monetize.scaffoldFirst", {
              chapters: someOf(current.chapters.filter((chapter) => chapter.scaffold).map((chapter) => chapter.title)),
            })}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="monetize-price" className="field-label">
              {t("monetize.price")}
            </label>
            <input
              id="monetize-price"
              type="number"
              min={1}
              className="field-input w-36"
              value={chosenPrice}
              onChange={(e) => setPrice(Number(e.target.value) || 1)}
            />
            <p className="mt-1 text-xs text-slate-500">{t("monetize.suggested", { price: money(suggestedPrice) })}</p>
          </div>
          {productId ? (
            <Link to={`/product/${productId}`} className="btn-secondary">
              <ShoppingBag className="h-4 w-4" aria-hidden />
              {t("monetize.viewListing")}
            </Link>
          ) : (
            <button type="button" className="btn-primary" onClick={listIt} disabled={list.isPending}>
              <ShoppingBag className="h-4 w-4" aria-hidden />
              {list.isPending ? t("monetize.listing") : t("monetize.list")}
            </button>
          )}
        </div>
        {productId && <WorkEditionForm workId={current.id} />}
      </section>

      {preview && <WorkPreview markdown={preview} scrollable />}

      <section>
        <h3 className="mb-1 font-semibold">{t("monetize.packagesHeading")}</h3>
        <p className="mb-3 text-sm text-slate-700" data-testid="package-language">
          {t("monetize.language", { language: languageName(current.language) })}{" "}
          <WorkLanguageSourceNote source={current.languageSource} /> ·{" "}
          <Link to={`/literary/${current.id}`} className="text-indigo-600 hover:underline">
            {t("monetize.changeLanguage")}
          </Link>
        </p>
        <div className="mb-4">
          <PackageCategories workId={current.id} chosen={categories} onChange={setCategories} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {KDP_TIERS.map((tier) => (
            <div key={tier} className="card space-y-3">
              <h4 className="font-semibold">{t(`monetize.tiers.${tier}.title`)}</h4>
              <p className="text-sm text-slate-600">{t(`monetize.tiers.${tier}.description`)}</p>
              {tier === "premium" && !premiumIncluded ? (
                <PlanRequired feature="kdp-premium" />
              ) : (
                <button
                  type="button"
                  className="btn-primary"
                  onClick={() => buildPackage(tier)}
                  disabled={build.isPending}
                >
                  <Package className="h-4 w-4" aria-hidden />
                  {build.isPending && build.variables?.tier === tier ? t("monetize.building") : t("monetize.build")}
                </button>
              )}
            </div>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-500">{t("monetize.packagesNote")}</p>
        {build.data && (
          <p className="mt-3 text-sm">
            <a href={build.data.package.downloadUrl} className="font-medium text-indigo-600 hover:underline" download>
              {t("monetize.downloadPackage")}
            </a>{" "}
            ·{" "}
            <Link to="/kdp-packages" className="text-indigo-600 hover:underline">
              {t("monetize.allPackages")}
            </Link>
          </p>
        )}
      </section>

      <section>
        <h3 className="mb-3 font-semibold">{t("monetize.enhanceHeading")}</h3>
        <div className="grid gap-4 md:grid-cols-3">
          {ENHANCEMENTS.map((offer) => (
            <div key={offer.key} className="card space-y-2">
              <h4 className="font-semibold">{t(`monetize.enhancements.${offer.key}`)}</h4>
              <Link
                to={`/humanizer?level=${offer.level}`}
                className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
              >
                <Sparkles className="h-4 w-4" aria-hidden />
                {t("monetize.openHumanizer", { level: t(`monetize.levels.${offer.level}`) })}
              </Link>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
