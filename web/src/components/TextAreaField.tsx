import type { TextareaHTMLAttributes } from "react";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text area with its error beneath, wired for screen readers: TextField for text of several lines. */
export function TextAreaField({ id, label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-note` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-note`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
