interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  optionLabel: (option: T) => string;
  /** A first, empty choice such as "Choose…", for a value not yet picked. */
  placeholder?: string;
  /** Extra classes for the wrapper, such as a grid column span. */
  className?: string;
  /** Extra classes for the select itself, such as a width. */
  selectClassName?: string;
}

/** A labelled select over a fixed list of values, each shown through `optionLabel`. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  optionLabel,
  placeholder,
  className,
  selectClassName,
}: SelectFieldProps<T>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {/* A native select draws shorter than a text input with the same padding; the min height lines them up. */}
      <select
        id={id}
        className={`field-input min-h-[2.625rem] ${selectClassName ?? ""}`}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
