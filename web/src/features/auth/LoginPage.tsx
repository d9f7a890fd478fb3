import { type LucideIcon, Sparkles, UserRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DEMO_ACCOUNTS, type DemoAccountKind } from "../../../../worker/features/auth/shared/demo-accounts";
import { TextField } from "../../components/TextField";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { AuthShell } from "./AuthShell";
import { useLogin } from "./api/use-session-mutations";
import { safeNext } from "./safe-next";

const DEMO_BUTTONS: { kind: DemoAccountKind; icon: LucideIcon; tint: string }[] = [
  { kind: "creator", icon: Sparkles, tint: "text-indigo-500" },
  { kind: "professional", icon: UserRound, tint: "text-purple-500" },
];

export function LoginPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [demoPending, setDemoPending] = useState<DemoAccountKind | null>(null);
  const busy = login.isPending;

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          notify.success(t("login.successTitle"), t("login.success"));
          navigate(safeNext(params.get("next")), { replace: true });
        },
        onError: (error) => notify.error(t("login.failedTitle"), serverMessage(error, t("login.failed"))),
      },
    );
  };

  const demoSignIn = (kind: DemoAccountKind) => {
    const account = DEMO_ACCOUNTS[kind];
    setDemoPending(kind);
    login.mutate(
      { email: account.email, password: account.password },
      {
        onSuccess: () => {
          notify.success(t("demo.successTitle"), t("demo.success", { type: t(`demo.kind.${kind}`) }));
          navigate(safeNext(params.get("next")), { replace: true });
        },
        onError: () => notify.error(t("demo.failedTitle"), t("demo.failed")),
        onSettled: () => setDemoPending(null),
      },
    );
  };

  return (
    <AuthShell
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      aside={
        <div>
          <h2 className="text-4xl font-bold leading-tight">{t("login.asideTitle")}</h2>
          <p className="mt-4 max-w-sm text-lg text-white/80">{t("login.asideText")}</p>
        </div>
      }
    >
      <form onSubmit={signIn} className="space-y-5">
        <TextField
          id="login-email"
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t("fields.emailPlaceholder")}
        />
        <TextField
          id="login-password"
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-indigo-600 hover:text-indigo-500">
            {t("login.forgot")}
          </Link>
        </p>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy && !demoPending ? t("login.submitting") : t("login.submit")}
        </button>
      </form>

      <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t("demo.divider")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {DEMO_BUTTONS.map(({ kind, icon: Icon, tint }) => (
          <button key={kind} type="button" className="btn-secondary" disabled={busy} onClick={() => demoSignIn(kind)}>
            <Icon className={`h-4 w-4 ${tint}`} aria-hidden />
            {demoPending === kind ? t("login.submitting") : t(`demo.${kind}`)}
          </button>
        ))}
      </div>

      <p className="mt-8 text-center text-sm text-slate-600">
        {t("login.noAccount")}{" "}
        <Link to="/register" className="font-semibold text-indigo-600 hover:text-indigo-500">
          {t("login.joinFree")}
        </Link>
      </p>
    </AuthShell>
  );
}
