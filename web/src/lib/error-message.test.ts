import { getI18n } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import german from "../locales/de/errors.json";
import english from "../locales/en/errors.json";
import { ApiRequestError, serverMessage } from "./api-client";

const i18n = getI18n();

function apiError(status: number, error: { code: string; message?: string; fields?: Record<string, string[]> }) {
  return new ApiRequestError(status, JSON.stringify({ error }));
}

beforeAll(() => {
  i18n.addResourceBundle("de", "errors", german);
});

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("serverMessage", () => {
  it("shows a known code's catalog text in the UI language, not the server's English", async () => {
    await i18n.changeLanguage("de");
    const error = apiError(409, { code: "conflict", message: "A product with this title already exists." });
    expect(serverMessage(error, "Fallback")).toBe(german.code.conflict);
    expect(serverMessage(apiError(429, { code: "quota_exceeded", message: "Your Free plan includes 5…" }), "x")).toBe(
      german.code.quota_exceeded,
    );
  });

  it("names the fields of invalid input as the server sent them", async () => {
    await i18n.changeLanguage("de");
    const fields = { email: ["Invalid email address"], password: ["Too short"] };
    expect(
      serverMessage(apiError(400, { code: "invalid_input", message: "email: Invalid email address", fields }), "x"),
    ).toBe("Bitte prüfen Sie diese Felder und versuchen Sie es erneut: email, password.");
    const one = apiError(400, { code: "invalid_input", message: "chapters: At most 5.", fields: { chapters: ["x"] } });
    expect(serverMessage(one, "x")).toBe("Bitte prüfen Sie dieses Feld und versuchen Sie es erneut: chapters.");
  });

  it("says the input is not valid when no field is named", async () => {
    await i18n.changeLanguage("de");
    const whole = apiError(400, { code: "invalid_input", message: "Input: Expected object", fields: { _: ["x"] } });
    expect(serverMessage(whole, "x")).toBe(german.code.invalid_input);
  });

  it("shows the server's message for a code the app does not know, in any language", async () => {
    await i18n.changeLanguage("de");
    expect(serverMessage(apiError(402, { code: "payment_required", message: "Pay first." }), "Fallback")).toBe(
      "Pay first.",
    );
    expect(serverMessage(apiError(402, { code: "payment_required" }), "Fallback")).toBe("Fallback");
  });

  it("keeps the server's more specific message when the UI is in English, and the catalog text when it has none", () => {
    expect(serverMessage(apiError(409, { code: "conflict", message: "Taken." }), "Fallback")).toBe("Taken.");
    expect(serverMessage(apiError(500, { code: "internal", message: "" }), "Fallback")).toBe(english.code.internal);
  });

  it("localizes a project room's error frame the same way", async () => {
    await i18n.changeLanguage("de");
    expect(serverMessage({ code: "forbidden", message: "Your role cannot post." }, "Fallback")).toBe(
      german.code.forbidden,
    );
  });

  it("falls back for an error that is not the API's", async () => {
    await i18n.changeLanguage("de");
    expect(serverMessage(new Error("offline"), "Fallback")).toBe("Fallback");
    expect(serverMessage(new ApiRequestError(502, "<html>bad gateway</html>"), "Fallback")).toBe("Fallback");
    expect(serverMessage(undefined, "Fallback")).toBe("Fallback");
  });
});
