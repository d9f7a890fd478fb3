import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { serverMessage } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/current-user";
import { useTestPublish } from "./api/queries";

export function KdpTestPage() {
  const { t } = useTranslation("publishing");
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const test = useTestPublish();
  const run = () => (user ? test.mutate() : navigate("/login?next=%2Fkdp-test"));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="card space-y-4">
        <p className="text-slate-600">{t("test.intro")}</p>
        <button type="button" className="btn-primary" onClick={run} disabled={test.isPending}>
          {test.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {test.isPending ? t("test.running") : t("test.run")}
        </button>
        {test.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {serverMessage(test.error, t("test.failed"))}
          </p>
        )}
        {test.data && (
          <div
            role="alert"
            className={`rounded-lg px-4 py-3 text-sm ${test.data.success ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
            data-testid="test-result"
          >
            <p className="font-semibold">{test.data.message}</p>
            <ul className="mt-3 space-y-1.5">
              {test.data.checks.map((check) => (
                <li key={check.name} className="flex gap-2">
                  {check.passed ? (
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
                  ) : (
                    <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
                  )}
                  <span>
                    <strong>{check.name}:</strong> {check.detail}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <section className="card">
        <h2 className="mb-2 font-semibold">{t("test.stepsHeading")}</h2>
        <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
          {(["one", "two", "three", "four"] as const).map((step) => (
            <li key={step}>{t(`test.steps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
