import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { CREATOR_TYPES, RESPONSE_TIMES } from "../../../schema/auth";
import { SPOKEN_LANGUAGES } from "../../common/languages";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { validate, validateJson } from "../../http/validation";
import { toProfile } from "../auth";
import { MAX_AVATAR_BYTES, readAvatar, replaceAvatar } from "./avatar";
import { updateProfile } from "./service";

const MAX_CHIPS = 30;

/** A chip list as the spec has it: values trimmed, empty and repeated ones (in any case) dropped. */
const chips = z
  .array(z.string().max(50, "Keep each entry under 50 characters."))
  .max(MAX_CHIPS * 2)
  .transform((values) => {
    const seen = new Set<string>();
    return values
      .map((value) => value.trim())
      .filter((value) => value && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()));
  })
  .refine((values) => values.length <= MAX_CHIPS, `Add at most ${MAX_CHIPS} entries.`);

function isWebAddress(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The profile's fields; a field left out keeps its value. */
const profileInput = z.object({
  name: z.string().trim().max(100, "Use at most 100 characters.").optional(),
  bio: z.string().trim().max(2000, "Use at most 2,000 characters.").optional(),
  location: z.string().trim().max(100, "Use at most 100 characters.").optional(),
  website: z
    .string()
    .trim()
    .max(200, "Use at most 200 characters.")
    .refine((url) => url === "" || isWebAddress(url), "Enter a web address starting with https://.")
    .optional(),
  userType: z.enum(CREATOR_TYPES).optional(),
  specialties: chips.optional(),
  skills: chips.optional(),
  hourlyRate: z.coerce
    .number({ message: "Enter the rate as a number." })
    .min(0, "The rate cannot be negative.")
    .max(10_000, "Enter at most 10,000 USD an hour.")
    .nullable()
    .optional(),
  responseTime: z.enum(RESPONSE_TIMES).optional(),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)).max(12).optional(),
  timeZone: z.string().max(64).refine(isTimeZone, "Choose a time zone from the list.").nullable().optional(),
});

const avatarForm = z.object({
  avatar: z.instanceof(File, { message: "Attach an image (JPG, PNG, WebP or GIF)." }),
});

/** The signed-in user's public profile: its fields and its picture. */
export const profileRoutes = new Hono<AppEnv>()
  .post("/update", requireUser, validateJson(profileInput), async (c) => {
    const session = c.get("user");
    const user = await updateProfile(c.get("db"), session.id, c.req.valid("json"));
    return c.json({ success: true, message: "Profile Updated!", user: toProfile(user, session.role) });
  })
  .post(
    "/avatar",
    requireUser,
    bodyLimit({
      maxSize: MAX_AVATAR_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "Please select an image smaller than 5MB.");
      },
    }),
    validate("form", avatarForm),
    async (c) => {
      const avatarUrl = await replaceAvatar(c.get("db"), c.env, c.get("user").id, c.req.valid("form").avatar);
      return c.json({ success: true, avatarUrl }, 201);
    },
  );

/** Profile pictures, public by their unguessable names, cached for a year (a new picture gets a new name). */
export const avatarRoutes = new Hono<AppEnv>().get(
  "/:name",
  validate("param", z.object({ name: z.string().max(64) })),
  async (c) => {
    const avatar = await readAvatar(c.env, c.req.valid("param").name);
    if (!avatar) throw new ApiError(404, "not_found", "No such picture.");
    return c.body(avatar.body, 200, {
      "content-type": avatar.httpMetadata?.contentType ?? "application/octet-stream",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      etag: avatar.httpEtag,
    });
  },
);
