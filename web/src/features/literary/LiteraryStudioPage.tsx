import { ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ContentType } from "../../../../schema/literary-enums";
import { usePlanIncludes } from "../../components/PlanRequired";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { wasStopped } from "../../lib/use-ai-job";
import { useCreateWork, useRefreshAfterJob, useWork } from "./api/queries";
import { type CreateForm, emptyForm, strokeRecoveryForm, TABS, type Tab, toCreateRequest } from "./studio-state";
import { AnalyzeTab } from "./tabs/AnalyzeTab";
import { ContentSelectionTab } from "./tabs/ContentSelectionTab";
import { CreateTab } from "./tabs/CreateTab";
import { GhostwriteTab } from "./tabs/GhostwriteTab";
import { MonetizeTab } from "./tabs/MonetizeTab";

export function LiteraryStudioPage() {
  const { t } = useTranslation("literary");
  const [params] = useSearchParams();
  const master = params.get("master") === "true";
  const fromTemplate = params.get("template") === "stroke-recovery";
  // A work page's "Sell or package" opens the studio at /literary?work=<id>, on the Monetize tab.
  const openedWork = params.get("work");
  const [tab, setTab] = useState<Tab>(openedWork ? "monetize" : fromTemplate ? "create" : "select");
  const [form, setForm] = useState<CreateForm>(() =>
    fromTemplate ? strokeRecoveryForm(master) : emptyForm("book", master),
  );
  const [workId, setWorkId] = useState<string | null>(openedWork);
  const [preview, setPreview] = useState<string | null>(null);
  const refresh = useRefreshAfterJob();
  // The Analyze tab opens on the work being written: the draft just made, else the opened work's chapters.
  const opened = useWork(workId);
  const analyzed =
    preview ??
    (opened.data?.work.chapters.map((chapter) => `## ${chapter.title}\n\n${chapter.body}`).join("\n\n") ||
      form.sourceContent);
  const create = useCreateWork();

  const change = (changes: Partial<CreateForm>) => setForm((current) => ({ ...current, ...changes }));
  // "?master=true" on a plan without Master Override leaves it off: a checked box that cannot be unchecked, on a form
  // that would be refused, helps nobody (the form says which plan has it).
  const overrideIncluded = usePlanIncludes("master-override");
  useEffect(() => {
    if (!overrideIncluded)
      setForm((current) => (current.masterOverride ? { ...current, masterOverride: false } : current));
  }, [overrideIncluded]);
  const pick = (contentType: ContentType) => {
    change({ contentType });
    setTab("create");
  };

  const runCreate = () =>
    create.mutate(toCreateRequest(form), {
      onSuccess: (result) => {
        setWorkId(result.workId);
        setPreview(result.output);
        refresh();
        notify.success(
          t("create.successTitle"),
          t(result.scaffold ? "create.successScaffold" : "create.success", { count: result.chapters.length }),
        );
        setTab("monetize");
      },
      onError: (error) => {
        if (!wasStopped(error)) notifyFailure(t("create.failedTitle"), error, t("create.failed"), planLabels(t));
      },
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {form.masterOverride && (
        <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status">
          <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden />
          {t("masterOverride")}
        </p>
      )}
      <div role="tablist" aria-label={t("tabsLabel")} className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map((name) => (
          <button
            key={name}
            role="tab"
            type="button"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`flex-1 rounded-lg px-4 py-2 text-sm font-medium transition ${tab === name ? "bg-white text-indigo-700 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "select" && (
          <ContentSelectionTab
            onPick={pick}
            onOpenWork={(work) => {
              setWorkId(work.id);
              setTab("monetize");
            }}
          />
        )}
        {tab === "create" && (
          <CreateTab
            form={form}
            onChange={change}
            onCreate={runCreate}
            pending={create.isPending}
            progress={create.progress}
            draft={create}
            preview={preview}
          />
        )}
        {tab === "analyze" && <AnalyzeTab key={analyzed} initialContent={analyzed} />}
        {tab === "ghostwrite" && (
          <GhostwriteTab
            initialContent={form.sourceContent}
            initialDirection={form.ghostwritingDirection}
            initialTone={form.tone}
          />
        )}
        {tab === "monetize" && <MonetizeTab workId={workId} preview={preview} />}
      </div>
    </div>
  );
}
