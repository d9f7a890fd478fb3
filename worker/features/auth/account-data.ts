import { eq } from "drizzle-orm";
import { accountTokens, knownDevices, sessions, users } from "../../../schema/auth";
import type { AccountData } from "../../account-data";

/**
 * The account itself: its profile (never its password) and the browsers signed in. Deleted, every session, token and
 * known device goes, and the user row stays as an empty tombstone the kept rows of other features point to: no name,
 * no address, no password that can match.
 */
export const accountData: AccountData = {
  feature: "auth",
  owns: [sessions.userId, accountTokens.userId, knownDevices.userId],
  readme: `account.json            your profile and settings (never your password)
sessions.json           the browsers signed in to your account`,
  async exportTo(zip, { db, env, userId }) {
    const [[profile], signedIn] = await db.batch([
      db.select().from(users).where(eq(users.id, userId)),
      db
        .select({
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          userAgent: sessions.userAgent,
          place: sessions.place,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    ]);
    const { passwordHash: _secret, ...account } = profile!;
    await zip.json("account.json", { exportedAt: new Date().toISOString(), ...account });
    await zip.json("sessions.json", signedIn);
    // The photo keeps the extension of its type (avatars are stored as avatars/<id>.<jpg|png|webp|gif>).
    const avatar = account.avatarKey ? await env.BUCKET.get(account.avatarKey) : null;
    if (avatar) await zip.stream(`files/avatar.${account.avatarKey!.split(".").at(-1)}`, avatar.body);
  },
  async deletion({ db, user, now }) {
    const [profile] = await db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, user.id));
    return {
      statements: [
        db.delete(sessions).where(eq(sessions.userId, user.id)),
        db.delete(accountTokens).where(eq(accountTokens.userId, user.id)),
        db.delete(knownDevices).where(eq(knownDevices.userId, user.id)),
        db
          .update(users)
          .set({
            username: `former-${user.id}`,
            email: `${user.id}@deleted.invalid`,
            passwordHash: "deleted",
            role: "user",
            tier: "free",
            name: "Former member",
            bio: "",
            location: "",
            website: "",
            specialties: [],
            skills: [],
            hourlyRateCents: null,
            languages: [],
            avatarKey: null,
            timeZone: null,
            language: null,
            emailVerifiedAt: null,
            deletedAt: now,
          })
          .where(eq(users.id, user.id)),
      ],
      storedKeys: profile?.avatarKey ? [profile.avatarKey] : [],
    };
  },
};
