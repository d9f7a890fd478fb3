import { render, screen } from "@testing-library/react";
import { getI18n } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import spanishLiterary from "../../../locales/es/literary.json";
import { IssuesAndSuggestions, ReadabilityNote } from "./AnalyzeFindings";

type Report = Parameters<typeof ReadabilityNote>[0]["report"];

const spanishReport = {
  language: { language: "es", confidence: 1 },
  readability: {
    formulaLanguage: null,
    fleschKincaidGrade: null,
    automatedReadabilityIndex: null,
    readingEase: { formula: "szigriszt-pazos", language: "es", score: 21.4, plain: 55 },
  },
  structureIssues: [
    { kind: "hard-to-read", values: { score: 21.4, plain: 55, formula: "szigriszt-pazos" }, message: "" },
    { kind: "long-sentence", values: { count: 2 }, message: "" },
  ],
  suggestions: [{ kind: "hard-to-read", message: "Prefer shorter words and sentences." }],
} as unknown as Report;

afterEach(async () => {
  await getI18n().changeLanguage("en");
});

describe("the analysis findings", () => {
  it("name the formula that measured Spanish text, and say its issues in the reader's language", async () => {
    getI18n().addResourceBundle("es", "literary", spanishLiterary);
    await getI18n().changeLanguage("es");
    render(
      <>
        <ReadabilityNote report={spanishReport} />
        <IssuesAndSuggestions report={spanishReport} />
      </>,
    );
    expect(screen.getByTestId("readability-grades").textContent).toContain("Szigriszt-Pazos");
    expect(screen.getByTestId("readability-grades").textContent).toContain("español");
    const issues = screen.getByTestId("structure-issues").textContent!;
    expect(issues).toContain("21,4");
    expect(issues).not.toMatch(/sentences have|Reading ease/);
    expect(screen.getByTestId("analysis-suggestions").textContent).not.toContain("Prefer shorter");
  });

  it("say plainly when the text's language has no reading-ease formula", () => {
    const japanese = {
      ...spanishReport,
      language: { language: "ja", confidence: 1 },
      readability: { ...spanishReport.readability, readingEase: null },
    } as Report;
    render(<ReadabilityNote report={japanese} />);
    expect(screen.getByTestId("readability-grades").textContent).toMatch(/No reading-ease formula.*Japanese/);
  });
});
