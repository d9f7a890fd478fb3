import { useTranslation } from "react-i18next";

export const AVATARS_SHOWN = 3;

function initials(name: string): string {
  const letters = name.match(/\p{L}/gu) ?? [];
  return (letters.slice(0, 2).join("") || "U").toUpperCase();
}

/** The first three people as initials, then "+N" for the rest (spec 002). */
export function Avatars({ people, label }: { people: { id: string; name: string }[]; label: string }) {
  const { t } = useTranslation("collaborative");
  const shown = people.slice(0, AVATARS_SHOWN);
  const rest = people.length - shown.length;
  return (
    <div className="flex items-center" role="group" aria-label={label}>
      {shown.map((person) => (
        <span key={person.id} title={person.name} className="-ms-2 flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-fuchsia-500 text-xs font-semibold text-white ring-2 ring-white first:ms-0">
          {initials(person.name)}
        </span>
      ))}
      {rest > 0 && (
        <span className="-ms-2 flex h-8 min-w-8 items-center justify-center rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-700 ring-2 ring-white" aria-label={t("avatars.more", { count: rest })}>
          +{rest}
        </span>
      )}
    </div>
  );
}
