import { useMutation, useQueryClient } from "@tanstack/react-query";
import { hc } from "hono/client";
import { ArrowRight, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { authRoutes } from "../../../../worker/features/auth/routes";
import { EngineBadge } from "../../components/EngineBadge";
import { PageLoading } from "../../components/PageLoading";
import { apiFetch, serverMessage } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/current-user";
import { notify } from "../../lib/notify";
import { type Suggestion, useAssistant } from "./api/dashboard-queries";

const auth = hc<typeof authRoutes>("/api/auth", { fetch: apiFetch });

/** What "Do it" does for the suggestions the assistant can carry out here. */
function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (suggestion: Suggestion) => {
      if (suggestion.id === "verify-email") return (await auth["verify-email"].resend.$post()).json();
      throw new Error(`nothing to apply for ${suggestion.id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/dashboard/assistant"] }),
  });
}

/** The Intelligent Assistant (loaded on demand): next steps from the user's own data, some it can do right here. */
export default function AssistantPanel() {
  const { t } = useTranslation("dashboard");
  const assistant = useAssistant(true);
  const apply = useApply();
  const { data: user } = useCurrentUser();
  if (assistant.isPending) return <PageLoading label={t("assistant.loading")} />;
  if (assistant.isError) return <p className="text-sm text-red-700">{t("assistant.failed")}</p>;
  const { suggestions, engine, model } = assistant.data;
  return (
    <div className="space-y-3" data-testid="assistant-suggestions">
      <p className="text-xs text-slate-500">{t("assistant.method")}</p>
      {engine !== "rules" && model && (
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {t("assistant.rankedBy")} <EngineBadge engine={engine} model={model} />
        </p>
      )}
      {suggestions.length === 0 ? (
        <p className="text-sm text-slate-600">{t("assistant.none")}</p>
      ) : (
        <ul className="space-y-2">
          {suggestions.map((suggestion) => (
            <li
              key={suggestion.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-indigo-50 p-3 text-sm"
            >
              <span>{t(`assistant.suggestions.${suggestion.id}`)}</span>
              {suggestion.action === "apply" ? (
                <button
                  type="button"
                  className="btn-primary shrink-0 px-3 py-1.5 text-sm"
                  disabled={apply.isPending}
                  onClick={() =>
                    apply.mutate(suggestion, {
                      // The one action there is: say what was done, not that "the platform was optimized".
                      onSuccess: () =>
                        notify.success(t("auth:resend.sentTitle"), t("auth:resend.sent", { email: user?.email })),
                      onError: (error) =>
                        notify.error(t("assistant.heading"), serverMessage(error, t("assistant.failed"))),
                    })
                  }
                >
                  <Wand2 className="h-4 w-4" aria-hidden />
                  {t("assistant.apply")}
                </button>
              ) : (
                <Link to={suggestion.to} className="btn-secondary shrink-0 px-3 py-1.5 text-sm">
                  {t("assistant.open")}
                  <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
