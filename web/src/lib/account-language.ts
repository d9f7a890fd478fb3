import { hc } from "hono/client";
import { PLATFORM_LANGUAGES, type PlatformLanguage } from "../../../worker/common/languages";
import type { globalRoutes } from "../../../worker/features/global/routes";
import { apiFetch } from "./api-client";

const client = hc<typeof globalRoutes>("/api/global", { fetch: apiFetch });

function isPlatformLanguage(language: string): language is PlatformLanguage {
  return (PLATFORM_LANGUAGES as readonly string[]).includes(language);
}

/** Stores a signed-in user's language on their account, so it follows them to other browsers. */
export async function saveLanguageForUser(language: string): Promise<void> {
  // The account takes only the platform's languages; the server refuses any other.
  if (!isPlatformLanguage(language)) throw new Error(`${language} is not one of the platform's languages.`);
  await client.language.$put({ json: { language } });
}
