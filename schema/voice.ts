import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import type { VoicePerspective, VoiceTone } from "./voice-enums";

export interface VoiceProfile {
  tone: VoiceTone;
  perspective: VoicePerspective;
  humor: number;
  technicality: number;
  emotion: number;
  storytelling: number;
  examples: boolean;
  metaphors: boolean;
}

/** What the sample measured, so generation can copy it and each trait can say where it came from. */
export interface VoiceMeasures {
  words: number;
  sentenceLength: number;
  contractionsPer100: number;
  firstPerson: number;
  thirdPerson: number;
}

export interface VoiceEvidence {
  contractions: number;
  formal: number;
  you: number;
  questions: number;
  first: number;
  third: number;
  marks: number;
  exclamations: number;
  long: number;
  acronyms: number;
  figures: number;
  feeling: number;
  narrative: number;
  past: number;
}

/** A language model's reading of the sample's traits, averaged into the measured profile when a model answered. */
export interface VoiceRefinement {
  engine: string;
  model: string;
  judged: Partial<Pick<VoiceProfile, "tone" | "humor" | "technicality" | "emotion" | "storytelling">>;
}

/** A user's writing voice: the profile (analysed from a sample, then adjusted by the user) and the sample's measures. */
export const voiceProfiles = sqliteTable("voice_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profile: text("profile", { mode: "json" }).$type<VoiceProfile>().notNull(),
  measures: text("measures", { mode: "json" }).$type<VoiceMeasures>().notNull(),
  /** The counts behind each trait (contractions, pronouns, markers …), so each can say where it came from. */
  evidence: text("evidence", { mode: "json" }).$type<VoiceEvidence>().notNull(),
  /** Null when no model answered: the profile is the stylometry alone. */
  refinement: text("refinement", { mode: "json" }).$type<VoiceRefinement>(),
  updatedAt: integer("updated_at").notNull(),
});
