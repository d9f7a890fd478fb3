import { useTranslation } from "react-i18next";
import { VOICE_PERSPECTIVES, VOICE_SCALES, VOICE_TONES } from "../../../../schema/voice-enums";
import { SelectField } from "../../components/SelectField";
import { notify } from "../../lib/notify";
import { type ProfileChanges, useUpdateProfile, type VoiceAnswer } from "./api/queries";

type Measured = Extract<VoiceAnswer, { measures: unknown }>;

/** The profile's settings (sliders 1-10, step 1); each change is saved and the saved profile shown. */
export function VoiceProfileCard({ voice }: { voice: Measured }) {
  const { t, i18n } = useTranslation("voice");
  const update = useUpdateProfile();
  const { profile, measures, evidence } = voice;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const change = (changes: ProfileChanges) =>
    update.mutate(changes, {
      onSuccess: () => notify.success(t("profile.updatedTitle"), t("profile.updated")),
      onError: () => notify.error(t("profile.updateFailedTitle"), t("profile.updateFailed")),
    });
  const how = {
    tone: t("profile.how.tone", { ...evidence, words: measures.words }),
    perspective: t("profile.how.perspective", evidence),
    humor: t("profile.how.humor", evidence),
    technicality: t("profile.how.technicality", evidence),
    emotion: t("profile.how.emotion", evidence),
    storytelling: t("profile.how.storytelling", evidence),
  };
  return (
    <section className="card space-y-4" aria-labelledby="voice-profile" data-testid="voice-profile">
      <div>
        <h2 id="voice-profile" className="font-semibold">
          {t("profile.heading")}
        </h2>
        <p className="text-xs text-slate-500">
          {t("profile.measured", {
            words: measures.words,
            length: number.format(measures.sentenceLength),
            contractions: number.format(measures.contractionsPer100),
          })}
        </p>
        <p className="text-xs text-slate-500" data-testid="voice-refinement">
          {voice.refinement ? t("profile.refined", { model: voice.refinement.model }) : t("profile.notRefined")}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <SelectField
            id="voice-tone"
            label={t("profile.tone")}
            value={profile.tone}
            options={VOICE_TONES}
            onChange={(tone) => change({ tone })}
            optionLabel={(option) => t(`profile.tones.${option}`)}
          />
          <p className="mt-1 text-xs text-slate-500">{how.tone}</p>
        </div>
        <div>
          <SelectField
            id="voice-perspective"
            label={t("profile.perspective")}
            value={profile.perspective}
            options={VOICE_PERSPECTIVES}
            onChange={(perspective) => change({ perspective })}
            optionLabel={(option) => t(`profile.perspectives.${option}`)}
          />
          <p className="mt-1 text-xs text-slate-500">{how.perspective}</p>
        </div>
        {VOICE_SCALES.map((scale) => (
          <div key={scale}>
            <div className="flex justify-between">
              <label htmlFor={`voice-${scale}`} className="field-label">
                {t(`profile.${scale}`)}
              </label>
              <span className="text-sm font-semibold" data-testid={`voice-${scale}-value`}>
                {profile[scale]}
              </span>
            </div>
            <input
              id={`voice-${scale}`}
              type="range"
              min={1}
              max={10}
              step={1}
              value={profile[scale]}
              className="w-full accent-indigo-600"
              onChange={(e) => change({ [scale]: Number(e.target.value) })}
            />
            <p className="text-xs text-slate-500">{how[scale]}</p>
          </div>
        ))}
        {(["examples", "metaphors"] as const).map((flag) => (
          <div key={flag}>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" checked={profile[flag]} onChange={(e) => change({ [flag]: e.target.checked })} />
              {t(`profile.${flag}`)}
            </label>
            <p className="text-xs text-slate-500">{t(`profile.how.${flag}${profile[flag] ? "Yes" : "No"}`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
