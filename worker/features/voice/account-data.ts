import { eq } from "drizzle-orm";
import { voiceProfiles } from "../../../schema/voice";
import type { AccountData } from "../../account-data";

/** The writing-voice profile with the measures and evidence behind it; deleted with the account. */
export const accountData: AccountData = {
  feature: "voice",
  owns: [voiceProfiles.userId],
  readme: "voice-profile.json      your writing-voice profile and the measures it was made from",
  async exportTo(zip, { db, userId }) {
    const [profile] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId));
    await zip.json("voice-profile.json", profile ?? null);
  },
  async deletion({ db, user }) {
    return { statements: [db.delete(voiceProfiles).where(eq(voiceProfiles.userId, user.id))] };
  },
};
