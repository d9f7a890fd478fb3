import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PdfOmissionNote } from "./PdfOmissionNote";

describe("the note of a package without a PDF", () => {
  it("names the scripts the PDF maker cannot set, in the reader's language", () => {
    render(<PdfOmissionNote omission={{ reason: "unshaped-script", scripts: ["Arab", "Deva"] }} />);
    const note = screen.getByTestId("pdf-omission").textContent;
    expect(note).toContain("No PDF in this package");
    expect(note).toContain("(Arabic and Devanagari)");
    expect(note).toContain("print the HTML for a paper proof");
  });

  it("shows the letters no font has, and the length limit", () => {
    render(<PdfOmissionNote omission={{ reason: "uncovered-letters", characters: ["ქ", "ა"] }} />);
    expect(screen.getByTestId("pdf-omission").textContent).toContain("(ქ ა)");
    render(<PdfOmissionNote omission={{ reason: "too-long", maxCharacters: 500_000 }} />);
    expect(screen.getAllByTestId("pdf-omission")[1]!.textContent).toContain("longer than 500,000 characters");
  });
});
