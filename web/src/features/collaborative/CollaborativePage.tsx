import { FolderOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useProject } from "./api/queries";
import { ProjectDocument } from "./ProjectDocument";
import { ProjectList } from "./ProjectList";
import { TeamChat } from "./TeamChat";
import { TeamManagement } from "./TeamManagement";
import { VersionHistory } from "./VersionHistory";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CollaborativePage() {
  const { t } = useTranslation("collaborative");
  // A mention's link opens its project: /collaborative?project=<id>.
  const linked = useSearchParams()[0].get("project");
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    if (linked && UUID.test(linked)) setSelected(linked);
  }, [linked]);
  const project = useProject(selected);
  const gone = project.error instanceof ApiRequestError && project.error.status === 404;

  // The project was deleted, or this member removed from it, while it was open.
  useEffect(() => {
    if (!gone) return;
    notify.error(t("gone.title"), t("gone.text"));
    setSelected(null);
  }, [gone, t]);

  if (project.data)
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <ProjectList selected={selected} onSelect={setSelected} layout="row" />
        <ProjectDocument project={project.data.project} onDeleted={() => setSelected(null)} />
        <div className="grid gap-6 xl:grid-cols-2">
          <TeamChat key={project.data.project.id} project={project.data.project} />
          <div className="space-y-6">
            <TeamManagement project={project.data.project} />
            <VersionHistory project={project.data.project} />
          </div>
        </div>
      </div>
    );
  return (
    <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[18rem_1fr]">
      <ProjectList selected={selected} onSelect={setSelected} />
      <div className="card flex flex-col items-center justify-center gap-3 py-16 text-center text-slate-500">
        <FolderOpen className="h-10 w-10" aria-hidden />
        <p className="text-lg font-medium text-slate-700">{t("empty.title")}</p>
        <p className="text-sm">{t("empty.text")}</p>
      </div>
    </div>
  );
}
