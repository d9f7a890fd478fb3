import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useCreateOpportunity } from "./api/hiring-queries";
import { EMPTY_PROJECT, lacksDescriptionOrBudget, ProjectFields, skillsOf } from "./ProjectFields";

/** "Post Project": stores an opportunity; its matches then show under "View Matches". */
export function PostProjectTab({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation("hiring");
  const [form, setForm] = useState(EMPTY_PROJECT);
  const create = useCreateOpportunity();
  const errors = create.error instanceof ApiRequestError ? create.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lacksDescriptionOrBudget(form)) {
      notify.error(t("missingTitle"), t("missingProject"));
      return;
    }
    const budget = Number(form.budget);
    if (!form.title.trim()) {
      notify.error(t("missingTitle"), t("post.titleRequired"));
      return;
    }
    create.mutate(
      {
        projectDetails: {
          title: form.title,
          description: form.description,
          budget,
          currency: form.currency,
          timeframe: form.timeframe,
          requirements: skillsOf(form.skills),
        },
        targetLanguages: form.languages,
      },
      {
        onSuccess: () => {
          notify.success(t("post.postedTitle"), t("post.posted"));
          setForm(EMPTY_PROJECT);
          onPosted();
        },
        onError: (error) => notify.error(t("post.failedTitle"), serverMessage(error, t("post.failed"))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="card space-y-4" data-testid="post-form">
      <ProjectFields idPrefix="post" form={form} onChange={setForm} errors={errors} />
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        {create.isPending ? t("post.submitting") : t("post.submit")}
      </button>
    </form>
  );
}
