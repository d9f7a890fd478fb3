import { useTranslation } from "react-i18next";
import { initialsOf } from "../../lib/initials";

export const AVATARS_SHOWN = 3;

const GRADIENTS = [
  "from-indigo-500 to-fuchsia-500",
  "from-emerald-500 to-teal-600",
  "from-amber-500 to-orange-600",
  "from-sky-500 to-blue-600",
  "from-rose-500 to-pink-600",
];

/** The same person keeps the same colour everywhere, and neighbours usually differ. */
function gradientOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length]!;
}

/** The first three people as initials, then "+N" for the rest. */
export function Avatars({ people, label }: { people: { id: string; name: string }[]; label: string }) {
  const { t } = useTranslation("collaborative");
  const shown = people.slice(0, AVATARS_SHOWN);
  const rest = people.length - shown.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of avatars is a labelled group, not a form's fieldset
    <div className="flex items-center" role="group" aria-label={label}>
      {shown.map((person) => (
        <span
          key={person.id}
          title={person.name}
          className={`-ms-1 flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br ${gradientOf(person.id)} text-xs font-semibold text-white ring-2 ring-white first:ms-0`}
        >
          {initialsOf(person.name)}
        </span>
      ))}
      {rest > 0 && (
        <span
          className="-ms-1 flex h-8 min-w-8 items-center justify-center rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-700 ring-2 ring-white"
          role="img"
          aria-label={t("avatars.more", { count: rest })}
        >
          +{rest}
        </span>
      )}
    </div>
  );
}
