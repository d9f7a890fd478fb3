import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError, type FieldErrors } from "./errors";

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** zod validation for one request part; a failure becomes 400 invalid_input with per-field messages. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = fieldErrors(result.error.issues);
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0] === "_" ? "Input" : first[0]}: ${first[1][0]}` : "Invalid input.";
      throw new ApiError(400, "invalid_input", message, fields);
    }
  });
}

/** JSON body validation: another content type is 415, malformed JSON 400 invalid_json, then zod. */
export function validateJson<Schema extends ZodType>(schema: Schema) {
  const validateBody = validate("json", schema);
  const checked: typeof validateBody = async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) {
      throw new ApiError(415, "unsupported_media_type", "Send the request body as application/json.");
    }
    return validateBody(c, next);
  };
  return checked;
}

/**
 * Text a user gives a tool: blank is 400 with the screen's own message, longer than the tool takes is 413. Checked
 * in the route, before any allowance is claimed or work starts.
 */
export function assertUserText(text: string, blankMessage: string, maxChars: number): void {
  if (!text.trim()) throw new ApiError(400, "invalid_input", blankMessage);
  if (text.length > maxChars) {
    throw new ApiError(
      413,
      "payload_too_large",
      `The text is ${text.length.toLocaleString("en-US")} characters; the limit is ${maxChars.toLocaleString("en-US")}. Split it and process each part.`,
    );
  }
}
