import { eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import {
  type VoiceEvidence,
  type VoiceMeasures,
  type VoiceProfile,
  type VoiceRefinement,
  voiceProfiles,
} from "../../../schema/voice";
import { ApiError } from "../../http/errors";

export async function readVoice(db: Database, userId: string) {
  const [row] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** The user's voice, or 409 with the spec's message when they have none yet. */
export async function requireVoice(db: Database, userId: string) {
  const voice = await readVoice(db, userId);
  if (!voice) throw new ApiError(409, "conflict", "Voice Profile Required: Please create a voice profile first.");
  return voice;
}

export async function saveVoice(
  db: Database,
  userId: string,
  voice: {
    profile: VoiceProfile;
    measures: VoiceMeasures;
    evidence: VoiceEvidence;
    refinement: VoiceRefinement | null;
  },
  now = Date.now(),
) {
  const [row] = await db
    .insert(voiceProfiles)
    .values({ userId, ...voice, updatedAt: now })
    .onConflictDoUpdate({ target: voiceProfiles.userId, set: { ...voice, updatedAt: now } })
    .returning();
  return row!;
}
