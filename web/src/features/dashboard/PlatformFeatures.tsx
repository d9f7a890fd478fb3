import { CheckCircle2, CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePlatformHealth } from "./api/use-platform-health";

interface Feature {
  key: "literary" | "humanizer" | "translation" | "marketplace";
  active: boolean;
  note?: string;
}

/** Which of the four main services work on this deploy, read from /api/health rather than assumed. */
export function PlatformFeatures() {
  const { t } = useTranslation("dashboard");
  const health = usePlatformHealth();
  if (!health.data) return null;
  const { ok, engines, payments } = health.data;
  const model = engines.some((engine) => engine !== "offline");
  const features: Feature[] = [
    { key: "literary", active: ok, note: model ? undefined : t("features.offlineNote") },
    { key: "humanizer", active: ok },
    { key: "translation", active: ok && model, note: model ? undefined : t("features.translationOff") },
    {
      key: "marketplace",
      active: ok && payments !== "unavailable",
      note:
        payments === "test"
          ? t("features.marketplaceTest")
          : payments === "unavailable"
            ? t("features.marketplaceOff")
            : undefined,
    },
  ];
  return (
    <section className="card" aria-labelledby="features-heading" data-testid="platform-features">
      <h2 id="features-heading" className="font-semibold">
        {t("features.heading")}
      </h2>
      <ul className="mt-3 space-y-3">
        {features.map((feature) => (
          <li key={feature.key} className="flex items-start gap-3 text-sm">
            {feature.active ? (
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
            )}
            <div>
              <p className="font-medium">
                {t(`features.${feature.key}`)}{" "}
                <span className={feature.active ? "text-emerald-700" : "text-amber-700"}>
                  · {feature.active ? t("features.active") : t("features.unavailable")}
                </span>
              </p>
              {feature.note && <p className="text-slate-500">{feature.note}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
