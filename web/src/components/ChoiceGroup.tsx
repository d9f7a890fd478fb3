interface ChoiceGroupProps<T extends string> {
  label: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelFor: (option: T) => string;
}

/** A row of mutually exclusive choices (radio buttons styled as segments). */
export function ChoiceGroup<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  labelFor,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className="field-label">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
              option === value
                ? "border-indigo-600 bg-indigo-50 text-indigo-700"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labelFor(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
