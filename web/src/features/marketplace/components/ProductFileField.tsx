import type { TFunction } from "i18next";

/** The largest product file the server takes (worker/features/marketplace/files.ts). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Why the form's file cannot be sent (none chosen, or larger than the server takes); null when it can. */
export function fileProblem(file: FormDataEntryValue | null, t: TFunction<"marketplace">): string | null {
  if (!(file instanceof File) || file.size === 0) return t("mine.fileRequired");
  if (file.size > MAX_UPLOAD_BYTES) return t("mine.fileTooLarge");
  return null;
}

/** The file buyers download: a PDF, EPUB or ZIP (the server checks its bytes again), with its hint or its error. */
export function ProductFileField({
  id,
  label,
  hint,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | null;
}) {
  const note = error ?? hint;
  return (
    <div className="md:col-span-2">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name="file"
        type="file"
        accept=".pdf,.epub,.zip,application/pdf,application/epub+zip,application/zip"
        className="block w-full text-sm"
        aria-invalid={Boolean(error)}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      {note && (
        <p id={`${id}-note`} className={error ? "field-error" : "mt-1 text-xs text-slate-500"}>
          {note}
        </p>
      )}
    </div>
  );
}
