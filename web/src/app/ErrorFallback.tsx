import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <AlertTriangle className="h-12 w-12 text-red-500" aria-hidden />
      <h2 className="text-2xl font-semibold text-slate-900">{t("errorScreen.title")}</h2>
      <p className="text-slate-600">{t("errorScreen.message")}</p>
      <div className="flex gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t("errorScreen.refresh")}
        </button>
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {t("errorScreen.retry")}
        </button>
      </div>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a page's render errors so the shell stays usable; Try Again renders the page afresh. */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Page failed to render", error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <ErrorFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
