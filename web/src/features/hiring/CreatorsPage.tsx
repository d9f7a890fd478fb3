import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CREATOR_TYPES, type CreatorType } from "../../../../schema/auth-enums";
import { LANGUAGE_NAMES, languageCode } from "../../../../worker/common/languages";
import { formatAmount } from "../../../../worker/common/money";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { type Creator, useCreators } from "./api/hiring-queries";
import { CreatorAvatar } from "./CreatorAvatar";

function CreatorCard({ creator }: { creator: Creator }) {
  const { t, i18n } = useTranslation("hiring");
  const name = creator.name || creator.username;
  return (
    <article className="card flex flex-col gap-3" data-testid="creator-card">
      <header className="flex items-center gap-3">
        <CreatorAvatar creator={creator} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{name}</h2>
          <p className="text-sm text-slate-500">{t(`profile:basic.types.${creator.userType}`)}</p>
        </div>
      </header>
      {creator.bio && <p className="line-clamp-3 text-sm text-slate-600">{creator.bio}</p>}
      <ul className="flex flex-wrap gap-1">
        {creator.skills.slice(0, 6).map((skill) => (
          <li key={skill} className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800">
            {skill}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {creator.hourlyRate === null
          ? t("match.noRate")
          : t("match.perHour", { rate: formatAmount(creator.hourlyRate, "USD", i18n.language) })}{" "}
        · {t(`profile:professional.responseTimes.${creator.responseTime}`)}
      </p>
      <Link
        to={`/hiring?tab=messages&to=${creator.id}&name=${encodeURIComponent(name)}`}
        className="btn-secondary mt-auto"
      >
        <MessageSquare className="h-4 w-4" aria-hidden />
        {t("creators.message")}
      </Link>
    </article>
  );
}

/** The creators directory: everyone with a profile, filtered by name, skill, language, type and rate. */
export function CreatorsPage() {
  const { t, i18n } = useTranslation("hiring");
  const [filters, setFilters] = useState({ q: "", skill: "", language: "", type: "", maxRate: "" });
  const [pages, setPages] = useState(1);
  const query = {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.skill.trim() ? { skill: filters.skill.trim() } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.type ? { type: filters.type as CreatorType } : {}),
    ...(filters.maxRate ? { maxRate: filters.maxRate } : {}),
  };
  const first = useCreators(query);
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language" });
  const set = (key: keyof typeof filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPages(1);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold">{t("creators.title")}</h2>
        <p className="mt-1 text-slate-600">{t("creators.subtitle")}</p>
      </header>
      <form className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()}>
        <TextField
          id="creators-q"
          label={t("creators.search")}
          value={filters.q}
          onChange={(e) => set("q")(e.target.value)}
        />
        <TextField
          id="creators-skill"
          label={t("creators.skill")}
          value={filters.skill}
          onChange={(e) => set("skill")(e.target.value)}
        />
        <SelectField
          id="creators-language"
          label={t("creators.language")}
          value={filters.language}
          options={["", ...Object.values(LANGUAGE_NAMES)]}
          onChange={set("language")}
          optionLabel={(name) =>
            name ? (languageName.of(languageCode(name) ?? "en") ?? name) : t("creators.anyLanguage")
          }
        />
        <SelectField
          id="creators-type"
          label={t("creators.type")}
          value={filters.type}
          options={["", ...CREATOR_TYPES]}
          onChange={set("type")}
          optionLabel={(type) => (type ? t(`profile:basic.types.${type}`) : t("creators.anyType"))}
        />
        <TextField
          id="creators-rate"
          label={t("creators.maxRate")}
          type="number"
          min={0}
          value={filters.maxRate}
          onChange={(e) => set("maxRate")(e.target.value)}
        />
      </form>
      {first.isError ? (
        <p className="card text-red-700">{t("creators.loadFailed")}</p>
      ) : (
        <CreatorPages query={query} pages={pages} onMore={() => setPages(pages + 1)} />
      )}
    </div>
  );
}

/** The pages loaded so far ("Show more" adds one), each its own cached query. */
function CreatorPages({ query, pages, onMore }: { query: Record<string, string>; pages: number; onMore: () => void }) {
  return (
    <div className="space-y-6">
      {[...Array(pages).keys()].map((page) => (
        <CreatorPage
          key={`page-${page}`}
          query={{ ...query, page: String(page) }}
          last={page === pages - 1}
          onMore={onMore}
        />
      ))}
    </div>
  );
}

function CreatorPage({ query, last, onMore }: { query: Record<string, string>; last: boolean; onMore: () => void }) {
  const { t } = useTranslation("hiring");
  const page = useCreators(query);
  if (!page.data) return null;
  if (page.data.creators.length === 0 && query.page === "0")
    return <p className="card text-slate-600">{t("creators.none")}</p>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.data.creators.map((creator) => (
          <CreatorCard key={creator.id} creator={creator} />
        ))}
      </div>
      {last && page.data.hasMore && (
        <button type="button" className="btn-secondary" onClick={onMore}>
          {t("creators.more")}
        </button>
      )}
    </>
  );
}
