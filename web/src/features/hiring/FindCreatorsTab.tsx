import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useFindMatches } from "./api/hiring-queries";
import { MatchCard } from "./MatchCard";
import { EMPTY_PROJECT, lacksDescriptionOrBudget, ProjectFields, skillsOf } from "./ProjectFields";

/** "Find Creators": a project's needs, then every creator scored for it, best first. */
export function FindCreatorsTab({ onMessage }: { onMessage: (creatorId: string, name: string) => void }) {
  const { t } = useTranslation("hiring");
  const [form, setForm] = useState(EMPTY_PROJECT);
  const find = useFindMatches();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lacksDescriptionOrBudget(form)) {
      notify.error(t("missingTitle"), t("missingProject"));
      return;
    }
    const budget = Number(form.budget);
    find.mutate(
      {
        projectRequirements: {
          title: form.title,
          description: form.description,
          skills: skillsOf(form.skills),
          budget,
          currency: form.currency,
          timeframe: form.timeframe,
          languages: form.languages,
        },
      },
      { onError: (error) => notify.error(t("missingTitle"), serverMessage(error, t("missingProject"))) },
    );
  };
  const matches = find.data && "matches" in find.data ? find.data.matches : null;

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="card space-y-4" data-testid="find-form">
        <ProjectFields idPrefix="find" form={form} onChange={setForm} />
        <button type="submit" className="btn-primary" disabled={find.isPending}>
          {find.isPending ? t("find.submitting") : t("find.submit")}
        </button>
      </form>
      {matches && (
        <section className="space-y-4" aria-live="polite">
          <p className="text-sm text-slate-500">{t("find.method")}</p>
          {matches.length === 0 ? (
            <p className="card text-slate-600">{t("find.none")}</p>
          ) : (
            <>
              <h2 className="font-semibold">{t("find.results", { count: matches.length })}</h2>
              {matches.map((match) => (
                <MatchCard key={match.creatorId} match={match} onMessage={onMessage} />
              ))}
            </>
          )}
        </section>
      )}
    </div>
  );
}
