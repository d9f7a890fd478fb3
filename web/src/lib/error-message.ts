import { getI18n } from "react-i18next";
import { ERROR_CODES, type ErrorCode } from "../../../worker/common/error-codes";

/** The `error` of an API error body, or a room's error frame: a code, the server's English message, bad fields. */
export interface ServerError {
  code?: string;
  message?: string;
  fields?: Record<string, string[]>;
}

/** The server writes its messages in English, and says there more than a code's catalog text can. */
const SERVER_LANGUAGE = "en";
const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

function isKnownCode(code: string | undefined): code is ErrorCode {
  return code !== undefined && KNOWN_CODES.has(code);
}

function isServerError(error: unknown): error is ServerError {
  return typeof error === "object" && error !== null && !(error instanceof Error) && "code" in error;
}

/**
 * What to tell the user about a server's error, in the UI language: the `errors` catalog text for its code (for
 * invalid_input, a sentence naming the fields), the server's own message for a code this app does not know, and the
 * fallback when the server said nothing usable (a non-API error, an HTML error page).
 */
/** The first few names of a long list, for a message that has to stay readable. */
export function someOf(names: string[], shown = 5): string {
  return names.length > shown ? `${names.slice(0, shown).join(", ")}, …` : names.join(", ");
}

export function localizedErrorMessage(error: unknown, fallback: string): string {
  if (!isServerError(error)) return fallback;
  const i18n = getI18n();
  const serverText = typeof error.message === "string" && error.message ? error.message : undefined;
  if (!isKnownCode(error.code)) return serverText ?? fallback;
  if (serverText && i18n.language.split("-")[0] === SERVER_LANGUAGE) return serverText;
  if (error.code === "invalid_input") {
    // "_" holds the problems of the input as a whole, which name no field.
    const fields = Object.keys(error.fields ?? {}).filter((field) => field !== "_");
    if (fields.length > 0) return i18n.t("errors:invalidFields", { count: fields.length, fields: fields.join(", ") });
  }
  if (error.code === "work_unwritten")
    return i18n.t("errors:code.work_unwritten", { chapters: someOf(error.fields?.chapters ?? []) });
  return i18n.t(`errors:code.${error.code}`);
}
