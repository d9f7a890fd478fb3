import type { ReactNode } from "react";

/** A label over its control; a wide one spans both columns of the create form's grid. */
export function LabelledField({
  id,
  label,
  children,
  wide,
}: {
  id: string;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "md:col-span-2" : undefined}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}
