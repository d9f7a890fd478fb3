import { Trash2 } from "lucide-react";
import { useId, useState } from "react";

interface ConfirmActionProps {
  /** The first button; a click asks the question instead of acting. */
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** A smaller first button, for controls inside lists. */
  compact?: boolean;
}

/** A destructive action that asks first: one click shows the question, a second click does it. */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  compact = false,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (!asking) {
    return (
      <button
        type="button"
        className={`btn-secondary text-red-700 ${compact ? "px-2 py-1 text-xs" : "px-3 py-1.5 text-sm"}`}
        onClick={() => setAsking(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        {label}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={questionId}
      className="w-full space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p id={questionId}>{question}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-lg bg-red-600 px-3 py-1 text-xs font-medium text-white hover:bg-red-700 disabled:opacity-60"
          onClick={onConfirm}
          disabled={pending}
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          onClick={() => setAsking(false)}
          disabled={pending}
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
