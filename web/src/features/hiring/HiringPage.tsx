import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { planIncludes } from "../../../../worker/common/plans";
import { useCurrentUser } from "../../lib/current-user";
import { FindCreatorsTab } from "./FindCreatorsTab";
import { MatchesTab } from "./MatchesTab";
import { MessagesTab, type Recipient } from "./MessagesTab";
import { PostProjectTab } from "./PostProjectTab";

const TABS = ["find", "post", "matches", "messages"] as const;
type Tab = (typeof TABS)[number];

/** The Global Hiring Hub: four tabs, the current one (and the recipient) kept in the address. */
export function HiringPage() {
  const { t } = useTranslation("hiring");
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab: Tab = TABS.find((name) => name === params.get("tab")) ?? "find";
  const to = params.get("to");
  const recipient: Recipient | null = to
    ? { id: to, name: (location.state as { name?: string } | null)?.name ?? params.get("name") ?? "" }
    : null;
  const hasHiring = user ? planIncludes(user.tier, "hiring") : false;

  const open = (next: Tab, extra: Record<string, string> = {}) => setParams({ tab: next, ...extra });
  const message = (creatorId: string, name = "") => open("messages", { to: creatorId, ...(name ? { name } : {}) });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold">{t("title")}</h2>
        <p className="mt-1 text-slate-600">{t("subtitle")}</p>
      </header>
      <div role="tablist" aria-label={t("title")} className="flex flex-wrap gap-2 border-b border-slate-200">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              tab === name
                ? "border-indigo-600 text-indigo-700"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
            onClick={() => open(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {!hasHiring && tab !== "messages" ? (
          <div className="card space-y-3" data-testid="hiring-plan-required">
            <p className="text-slate-700">{t("planRequired")}</p>
            <Link to="/pricing" className="btn-primary">
              {t("seePlans")}
            </Link>
          </div>
        ) : tab === "find" ? (
          <FindCreatorsTab onMessage={(id, name) => message(id, name)} />
        ) : tab === "post" ? (
          <PostProjectTab onPosted={() => open("matches")} />
        ) : tab === "matches" ? (
          <MatchesTab onMessage={(id, name) => message(id, name)} onPost={() => open("post")} />
        ) : (
          <MessagesTab recipient={recipient} onRecipient={(r) => message(r.id, r.name)} />
        )}
      </div>
    </div>
  );
}
