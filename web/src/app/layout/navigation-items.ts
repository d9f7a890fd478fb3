import {
  Activity,
  BadgeCheck,
  BarChart3,
  BookOpen,
  Briefcase,
  CreditCard,
  FileStack,
  Gauge,
  Globe,
  Globe2,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Mic,
  Network,
  Package,
  Plug,
  ReceiptText,
  Route,
  Search,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  UploadCloud,
  UserRound,
  Users,
  Wand2,
  Workflow,
  Zap,
} from "lucide-react";

export interface NavItem {
  to: string;
  /** The label's key in `common`: the spec's nine entries use `nav.*`, the tools under them their page title. */
  label: string;
  icon: LucideIcon;
  /** Shown to administrators only (the server refuses everyone else too). */
  adminOnly?: true;
}

export interface NavGroup {
  /** `sidebar.groups.*`; the first group has no heading. */
  key: "start" | "write" | "humanize" | "sell" | "global" | "team" | "account";
  items: NavItem[];
}

/** The sidebar: its entries, each with the tools that belong with it, grouped by what they do. */
export const NAVIGATION: NavGroup[] = [
  { key: "start", items: [{ to: "/dashboard", label: "nav.dashboard", icon: LayoutDashboard }] },
  {
    key: "write",
    items: [
      { to: "/literary", label: "nav.literary", icon: BookOpen },
      { to: "/quality-assurance", label: "titles.quality-assurance", icon: BadgeCheck },
      { to: "/voice-capture", label: "titles.voice-capture", icon: Mic },
      { to: "/kdp-packages", label: "titles.kdp-packages", icon: Package },
      { to: "/kdp-test", label: "titles.kdp-test", icon: UploadCloud },
      { to: "/chrome-kdp", label: "titles.chrome-kdp", icon: FileStack },
    ],
  },
  {
    key: "humanize",
    items: [
      { to: "/humanizer", label: "nav.humanizer", icon: Sparkles },
      { to: "/orchestration", label: "titles.orchestration", icon: Network },
      { to: "/orchestration-demo", label: "titles.orchestration-demo", icon: Route },
      { to: "/unified-ai", label: "titles.unified-ai", icon: Wand2 },
      { to: "/smart-mode", label: "titles.smart-mode", icon: Zap },
      { to: "/overkill-mode", label: "titles.overkill-mode", icon: Zap },
    ],
  },
  {
    key: "sell",
    items: [
      { to: "/marketplace", label: "nav.marketplace", icon: ShoppingBag },
      { to: "/marketplace-ai", label: "titles.marketplace-ai", icon: Search },
      { to: "/my-products", label: "titles.my-products", icon: Package },
      { to: "/purchases", label: "titles.purchases", icon: ReceiptText },
      { to: "/analytics", label: "nav.analytics", icon: BarChart3 },
      { to: "/marketing-automation", label: "titles.marketing-automation", icon: Megaphone },
      { to: "/integrations-demo", label: "titles.integrations-demo", icon: Plug },
    ],
  },
  {
    key: "global",
    items: [
      { to: "/global", label: "nav.global", icon: Globe },
      { to: "/global-content", label: "titles.global-content", icon: FileStack },
      { to: "/content-pipeline", label: "titles.content-pipeline", icon: Workflow },
    ],
  },
  {
    key: "team",
    items: [
      { to: "/hiring", label: "nav.hiring", icon: Briefcase },
      { to: "/creators", label: "titles.creators", icon: Users },
      { to: "/collaborative", label: "titles.collaborative", icon: MessagesSquare },
    ],
  },
  {
    key: "account",
    items: [
      { to: "/profile", label: "nav.profile", icon: UserRound },
      { to: "/pricing", label: "nav.pricing", icon: CreditCard },
      { to: "/admin/settings", label: "titles.admin", icon: ShieldCheck, adminOnly: true },
      { to: "/platform-audit", label: "titles.platform-audit", icon: Activity, adminOnly: true },
      { to: "/ultimate-ecosystem", label: "titles.ultimate-ecosystem", icon: Globe2, adminOnly: true },
      { to: "/automated-system-dashboard", label: "titles.automated-system-dashboard", icon: Gauge },
    ],
  },
];
