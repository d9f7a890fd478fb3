import { eq } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { AVATAR_PREFIX, avatarUrl } from "../../common/avatars";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The picture types a profile takes, each known by its first bytes (a name or a declared type proves nothing). */
const AVATAR_TYPES = [
  { type: "image/jpeg", extension: "jpg", matches: (b: Uint8Array) => startsWith(b, 0xff, 0xd8, 0xff) },
  {
    type: "image/png",
    extension: "png",
    matches: (b: Uint8Array) => startsWith(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  },
  { type: "image/gif", extension: "gif", matches: (b: Uint8Array) => ["GIF87a", "GIF89a"].includes(ascii(b, 0, 6)) },
  {
    type: "image/webp",
    extension: "webp",
    matches: (b: Uint8Array) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP",
  },
] as const;

/** The picture's real type, read from its bytes: JPEG, PNG, WebP or GIF; 413 over 5 MB, 415 for anything else. */
export function checkAvatar(bytes: Uint8Array): { type: string; extension: string } {
  if (bytes.byteLength === 0) throw new ApiError(400, "invalid_input", "The file is empty.");
  if (bytes.byteLength > MAX_AVATAR_BYTES) {
    throw new ApiError(413, "payload_too_large", "Please select an image smaller than 5MB.");
  }
  const kind = AVATAR_TYPES.find((candidate) => candidate.matches(bytes));
  if (!kind) throw new ApiError(415, "unsupported_media_type", "Upload a JPEG, PNG, WebP or GIF image.");
  return { type: kind.type, extension: kind.extension };
}

/**
 * Stores a new profile picture under a random name, points the profile at it and deletes the one it replaces. The
 * name changes with every upload, so the picture can be cached for a year.
 */
export async function replaceAvatar(db: Database, env: Env, userId: string, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = checkAvatar(bytes);
  const key = `${AVATAR_PREFIX}${crypto.randomUUID()}.${kind.extension}`;
  await env.BUCKET.put(key, bytes, { httpMetadata: { contentType: kind.type } });
  const [before] = await db.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)).limit(1);
  try {
    await db.update(users).set({ avatarKey: key }).where(eq(users.id, userId));
  } catch (error) {
    await env.BUCKET.delete(key);
    throw error;
  }
  if (before?.key) await env.BUCKET.delete(before.key);
  return avatarUrl(key)!;
}

/** A stored avatar by its public name; only names of the form the upload gives are looked up. */
export async function readAvatar(env: Env, name: string) {
  if (!/^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/.test(name)) return null;
  return env.BUCKET.get(`${AVATAR_PREFIX}${name}`);
}
