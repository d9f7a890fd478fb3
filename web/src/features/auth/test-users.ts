import type { CurrentUser } from "../../lib/current-user";

export const unverifiedUser: NonNullable<CurrentUser> = {
  id: "u1",
  username: "ann",
  email: "ann@example.com",
  name: null,
  role: "user",
  tier: "free",
  language: null,
  emailVerified: false,
  avatarUrl: null,
};

export const verifiedUser: NonNullable<CurrentUser> = { ...unverifiedUser, emailVerified: true };
