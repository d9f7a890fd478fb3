import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CREATOR_TYPES, RESPONSE_TIMES } from "../../../../schema/auth-enums";
import { ChipInput } from "../../components/ChipInput";
import { LanguageChecklist } from "../../components/LanguageChecklist";
import { PageLoading } from "../../components/PageLoading";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { initialsOf } from "../../lib/initials";
import { notify } from "../../lib/notify";
import { AvatarPicker } from "./AvatarPicker";
import { type Profile, useProfile, useUpdateProfile } from "./api/profile-queries";
import { timeZones } from "./time-zones";

type Form = {
  name: string;
  bio: string;
  location: string;
  website: string;
  userType: (typeof CREATOR_TYPES)[number];
  skills: string[];
  specialties: string[];
  hourlyRate: string;
  responseTime: (typeof RESPONSE_TIMES)[number];
  languages: string[];
  timeZone: string;
};

function formOf(profile: Profile): Form {
  return {
    name: profile.name,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    userType: profile.userType,
    skills: profile.skills,
    specialties: profile.specialties,
    hourlyRate: profile.hourlyRate === null ? "" : String(profile.hourlyRate),
    responseTime: profile.responseTime,
    languages: profile.languages,
    timeZone: profile.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The professional profile: photo, basic information, professional details. */
export function ProfilePage() {
  const { t } = useTranslation("profile");
  const profile = useProfile();
  if (profile.isPending) return <PageLoading label={t("loading")} />;
  if (!profile.data) return <p className="card text-red-700">{t("loadFailed")}</p>;
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile();
  const [form, setForm] = useState(() => formOf(profile));
  const errors = update.error instanceof ApiRequestError ? update.error.fields : {};
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const text =
    (key: "name" | "bio" | "location" | "website" | "hourlyRate") => (event: { target: { value: string } }) =>
      set(key)(event.target.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { hourlyRate, ...fields } = form;
    update.mutate(
      { ...fields, hourlyRate: hourlyRate.trim() === "" ? null : Number(hourlyRate) },
      {
        onSuccess: () => notify.success(t("updatedTitle"), t("updated")),
        onError: (error) => notify.error(t("failedTitle"), serverMessage(error, t("failed"))),
      },
    );
  };
  const chipLabels = {
    addLabel: t("professional.add"),
    removeLabel: (value: string) => t("professional.remove", { value }),
  };

  return (
    <form onSubmit={submit} className="mx-auto max-w-3xl space-y-6" data-testid="profile-form">
      <header>
        <h2 className="text-2xl font-bold">{t("title")}</h2>
        <p className="mt-1 text-slate-600">{t("subtitle")}</p>
      </header>
      <section className="card">
        <h2 className="mb-4 text-lg font-semibold">{t("photo.heading")}</h2>
        <AvatarPicker avatarUrl={profile.avatarUrl} initials={initialsOf(profile.name || profile.username)} />
      </section>
      <section className="card grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t("basic.heading")}</h2>
        <TextField
          id="profile-name"
          label={t("basic.name")}
          value={form.name}
          maxLength={100}
          onChange={text("name")}
          error={errors.name?.[0]}
        />
        <SelectField
          id="profile-type"
          label={t("basic.userType")}
          value={form.userType}
          options={CREATOR_TYPES}
          onChange={set("userType")}
          optionLabel={(type) => t(`basic.types.${type}`)}
        />
        <div className="sm:col-span-2">
          <label htmlFor="profile-bio" className="field-label">
            {t("basic.bio")}
          </label>
          <textarea
            id="profile-bio"
            className="field-input min-h-28"
            maxLength={2000}
            value={form.bio}
            onChange={text("bio")}
          />
        </div>
        <TextField
          id="profile-location"
          label={t("basic.location")}
          value={form.location}
          maxLength={100}
          onChange={text("location")}
        />
        <TextField
          id="profile-website"
          label={t("basic.website")}
          type="url"
          placeholder={t("basic.websitePlaceholder")}
          value={form.website}
          onChange={text("website")}
          error={errors.website?.[0]}
        />
      </section>
      <section className="card grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t("professional.heading")}</h2>
        <TextField
          id="profile-rate"
          label={t("professional.hourlyRate")}
          type="number"
          inputMode="decimal"
          min={0}
          max={10000}
          step="0.01"
          value={form.hourlyRate}
          onChange={text("hourlyRate")}
          error={errors.hourlyRate?.[0]}
        />
        <SelectField
          id="profile-response"
          label={t("professional.responseTime")}
          value={form.responseTime}
          options={RESPONSE_TIMES}
          onChange={set("responseTime")}
          optionLabel={(time) => t(`professional.responseTimes.${time}`)}
        />
        <ChipInput
          id="profile-skills"
          label={t("professional.skills")}
          values={form.skills}
          onChange={set("skills")}
          placeholder={t("professional.skillsPlaceholder")}
          max={30}
          {...chipLabels}
        />
        <ChipInput
          id="profile-specialties"
          label={t("professional.specialties")}
          values={form.specialties}
          onChange={set("specialties")}
          placeholder={t("professional.specialtiesPlaceholder")}
          max={30}
          {...chipLabels}
        />
        <LanguageChecklist
          legend={t("professional.languages")}
          values={form.languages}
          onChange={set("languages")}
          className="sm:col-span-2"
        />
        <SelectField
          id="profile-time-zone"
          label={t("professional.timeZone")}
          value={form.timeZone}
          options={timeZones(form.timeZone)}
          onChange={set("timeZone")}
          optionLabel={(zone) => zone.replaceAll("_", " ")}
          className="sm:col-span-2"
        />
        <p className="-mt-2 text-xs text-slate-500 sm:col-span-2">{t("professional.timeZoneHint")}</p>
      </section>
      <button type="submit" className="btn-primary" disabled={update.isPending}>
        {update.isPending ? t("saving") : t("save")}
      </button>
    </form>
  );
}
