import type { InputHTMLAttributes } from "react";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Classes for the wrapper (a grid column span); the input keeps its own look. */
  className?: string;
}

/** A labelled input with its hint or its error beneath, wired for screen readers. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        aria-invalid={Boolean(error)}
        aria-describedby={note ? `${id}-note` : undefined}
        {...input}
      />
      {note && (
        <p id={`${id}-note`} className={error ? "field-error" : "mt-1 text-xs text-slate-500"}>
          {note}
        </p>
      )}
    </div>
  );
}
