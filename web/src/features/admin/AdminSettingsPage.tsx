import { BarChart3 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ForbiddenNotice } from "../../components/ForbiddenNotice";
import { PageLoading } from "../../components/PageLoading";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useAnalyticsSettings, useSaveAnalyticsSettings, useTestAnalytics } from "./api/queries";
import { OutreachRecipientsCard } from "./OutreachRecipientsCard";
import { TaxReportCard } from "./TaxReportCard";

const GA_ID = /^G-[A-Z0-9]{4,20}$/;

/**
 * Admin settings: the Google Analytics ID page views are sent under and a test of it, and the
 * recipients of strategic outreach.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  const settings = useAnalyticsSettings();
  const save = useSaveAnalyticsSettings();
  const test = useTestAnalytics();
  const [trackingId, setTrackingId] = useState("");
  const [formatError, setFormatError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setTrackingId(settings.data.gaTrackingId);
  }, [settings.data]);

  if (settings.isPending) return <PageLoading />;
  if (settings.error instanceof ApiRequestError && settings.error.status === 403) {
    return <ForbiddenNotice title={t("forbidden.title")} text={t("forbidden.text")} />;
  }
  if (!settings.data) {
    return (
      <p className="card mx-auto max-w-lg text-center text-slate-600" role="alert">
        {serverMessage(settings.error, t("loadFailed"))}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = trackingId.trim().toUpperCase();
    if (id && !GA_ID.test(id)) {
      setFormatError(t("invalidFormat"));
      return;
    }
    setFormatError(null);
    save.mutate(id, {
      onSuccess: () => notify.success(t("saved")),
      onError: (error) => notify.error(t("saveFailedTitle"), serverMessage(error, t("saveFailed"))),
    });
  };
  const runTest = () => {
    // An ID typed but not saved is not the one page views go under yet (save first, then test).
    if (trackingId.trim().toUpperCase() !== settings.data.gaTrackingId) {
      notify.error(t("test.notLoadedTitle"), t("test.notLoaded"));
      return;
    }
    if (!settings.data.gaTrackingId) {
      notify.error(t("test.noIdTitle"), t("test.noId"));
      return;
    }
    test.mutate(undefined, {
      onSuccess: (result) =>
        result.accepted
          ? notify.success(t("test.acceptedTitle"), t("test.accepted", { id: settings.data.gaTrackingId }))
          : notify.error(t("test.refusedTitle"), result.problems.join(" ")),
      onError: (error) => notify.error(t("test.failedTitle"), serverMessage(error, t("test.failed"))),
    });
  };

  const { analyticsEnabled, measurementSecretConfigured } = settings.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section className="card" aria-labelledby="analytics-heading">
        <div className="flex items-center gap-3">
          <BarChart3 className="h-6 w-6 text-indigo-500" aria-hidden />
          <h2 id="analytics-heading" className="text-lg font-semibold">
            {t("heading")}
          </h2>
          <span
            className={`ms-auto rounded-full px-2.5 py-0.5 text-xs font-medium ${
              analyticsEnabled ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-600"
            }`}
            data-testid="analytics-state"
          >
            {analyticsEnabled ? t("state.on") : t("state.off")}
          </span>
        </div>
        <p className="mt-2 text-sm text-slate-600">{t("description")}</p>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <TextField
            id="ga-tracking-id"
            label={t("trackingId")}
            placeholder="G-XXXXXXXXXX"
            value={trackingId}
            onChange={(event) => setTrackingId(event.target.value)}
            error={formatError ?? undefined}
            hint={t("trackingIdHint")}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? t("saving") : t("save")}
            </button>
            <button type="button" className="btn-secondary" onClick={runTest} disabled={test.isPending}>
              {test.isPending ? t("test.running") : t("test.button")}
            </button>
          </div>
        </form>
        <p
          className={`mt-4 rounded-lg p-3 text-sm ${
            measurementSecretConfigured ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"
          }`}
          data-testid="measurement-secret"
        >
          {measurementSecretConfigured ? t("secret.configured") : t("secret.missing")}
        </p>
      </section>
      <TaxReportCard />
      <OutreachRecipientsCard />
    </div>
  );
}
