/** Where avatars are stored in R2, and the public path each is served from: an unguessable name under both. */
export const AVATAR_PREFIX = "avatars/";

/** The public address of a stored avatar, or null when the user has none. */
export function avatarUrl(key: string | null): string | null {
  return key?.startsWith(AVATAR_PREFIX) ? `/api/avatars/${key.slice(AVATAR_PREFIX.length)}` : null;
}
