import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { NAVIGATION, type NavGroup } from "./navigation-items";

const OPEN_GROUPS_KEY = "sidebar-open-groups";

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition ${
    isActive ? "bg-white/10 text-white" : "text-slate-300 hover:bg-white/5 hover:text-white"
  }`;

/** The groups this browser left open (none until the reader opens one). */
function storedOpenGroups(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(OPEN_GROUPS_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

function storeOpenGroups(open: Set<string>): void {
  try {
    localStorage.setItem(OPEN_GROUPS_KEY, JSON.stringify([...open]));
  } catch {
    // Not remembered without storage; the groups still open and close.
  }
}

const holds = (group: NavGroup, pathname: string) =>
  group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

/**
 * The sidebar's destinations in groups that open and close, so every group is in sight on a laptop or a phone: the
 * group of the page on screen is always open, and the others stay as the reader left them.
 */
export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(storedOpenGroups);
  const toggle = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    storeOpenGroups(next);
    setOpen(next);
  };
  return (
    <nav aria-label={t("sidebar.navigation")} className="-mx-1 flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-1">
      {NAVIGATION.map((group) => {
        const items = group.items.filter((item) => !item.adminOnly || isAdmin);
        const links = items.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} className={navLinkClass} onClick={onNavigate}>
            <Icon className="h-4 w-4 shrink-0" aria-hidden />
            {t(label)}
          </NavLink>
        ));
        if (group.key === "start") return <div key={group.key}>{links}</div>;
        const expanded = holds(group, pathname) || open.has(group.key);
        const listId = `sidebar-group-${group.key}`;
        return (
          <div key={group.key} className="flex flex-col gap-0.5">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => toggle(group.key)}
              className="flex items-center justify-between rounded-lg px-3 py-1.5 text-[11px] font-semibold uppercase tracking-wide text-slate-400 hover:bg-white/5 hover:text-slate-200"
            >
              {t(`sidebar.groups.${group.key}`)}
              <ChevronDown
                className={`h-3.5 w-3.5 transition-transform ${expanded ? "" : "-rotate-90 rtl:rotate-90"}`}
                aria-hidden
              />
            </button>
            <div id={listId} hidden={!expanded} className="flex flex-col gap-0.5">
              {links}
            </div>
          </div>
        );
      })}
    </nav>
  );
}
