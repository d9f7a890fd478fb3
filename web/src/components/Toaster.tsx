import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { type PointerEvent, useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toastStore } from "../lib/notify";

export const TOAST_DURATION_MS = 5000;
const SWIPE_DISMISS_PX = 50;

/** Shows the current toast for five seconds; swipe it right or press its close button to dismiss; F8 focuses it. */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
  const region = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => toastStore.dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key === "F8") region.current?.focus();
    };
    window.addEventListener("keydown", focusOnF8);
    return () => window.removeEventListener("keydown", focusOnF8);
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current === null || !card.current) return;
    card.current.style.transform = `translateX(${Math.max(0, event.clientX - swipeStart.current)}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || !toast) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (moved > SWIPE_DISMISS_PX) toastStore.dismiss(toast.id);
    else if (card.current) card.current.style.transform = "";
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t("toasts.region")}
      className="pointer-events-none fixed end-4 top-4 z-50 w-[min(420px,calc(100vw-2rem))] outline-none"
    >
      {toast && (
        <div
          key={toast.id}
          ref={card}
          role={toast.tone === "error" ? "alert" : "status"}
          data-tone={toast.tone}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          className={`pointer-events-auto flex touch-pan-y gap-3 rounded-xl border p-4 shadow-lg transition-transform ${
            toast.tone === "error"
              ? "border-red-200 bg-red-50 text-red-900"
              : toast.tone === "info"
                ? "border-indigo-200 bg-indigo-50 text-indigo-950"
                : "border-emerald-200 bg-emerald-50 text-emerald-900"
          }`}
        >
          {toast.tone === "error" ? (
            <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden />
          ) : toast.tone === "info" ? (
            <Info className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden />
          ) : (
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-0.5 text-sm opacity-90">{toast.description}</p>}
            {toast.action && (
              <a
                href={toast.action.href}
                className="mt-2 inline-block text-sm font-semibold underline"
                onClick={() => toastStore.dismiss(toast.id)}
              >
                {toast.action.label}
              </a>
            )}
          </div>
          <button
            type="button"
            onClick={() => toastStore.dismiss(toast.id)}
            className="shrink-0 rounded p-0.5 opacity-60 hover:opacity-100"
            aria-label={t("toasts.close")}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
