import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";

interface ChipInputProps {
  id: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  addLabel: string;
  /** The accessible name of a chip's remove button, given the chip. */
  removeLabel: (value: string) => string;
  max?: number;
}

/** Adds a value as the spec's chip lists do: trimmed, and ignored when empty or already there (in any case). */
export function addChip(values: string[], typed: string, max = Number.POSITIVE_INFINITY): string[] {
  const value = typed.trim();
  if (!value || values.length >= max || values.some((v) => v.toLowerCase() === value.toLowerCase())) return values;
  return [...values, value];
}

/** A list of short values: Enter or the add button adds what was typed, the x on a chip removes it. */
export function ChipInput({ id, label, values, onChange, placeholder, addLabel, removeLabel, max }: ChipInputProps) {
  const [typed, setTyped] = useState("");
  const add = () => {
    onChange(addChip(values, typed, max));
    setTyped("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field-input"
          value={typed}
          placeholder={placeholder}
          maxLength={50}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={add}>
          {addLabel}
        </button>
      </div>
      {values.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 ps-3 pe-1 text-sm text-indigo-800"
            >
              {value}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-indigo-100"
                aria-label={removeLabel(value)}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
