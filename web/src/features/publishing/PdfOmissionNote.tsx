import { FileWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PdfOmission } from "../../../../schema/publishing-enums";

/** Why a premium package has no PDF manuscript, in the reader's language (script names from Intl). */
export function PdfOmissionNote({ omission }: { omission: PdfOmission }) {
  const { t, i18n } = useTranslation("publishing");
  const language = i18n.language;
  let note: string;
  switch (omission.reason) {
    case "unshaped-script": {
      const names = new Intl.DisplayNames([language], { type: "script" });
      const scripts = new Intl.ListFormat(language, { type: "conjunction" }).format(
        omission.scripts.map((script) => names.of(script) ?? script),
      );
      note = t("packages.pdfOmitted.unshapedScript", { scripts });
      break;
    }
    case "uncovered-letters":
      note = t("packages.pdfOmitted.uncoveredLetters", { characters: omission.characters.join(" ") });
      break;
    case "too-long":
      note = t("packages.pdfOmitted.tooLong", { limit: omission.maxCharacters.toLocaleString(language) });
      break;
  }
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="pdf-omission"
    >
      <FileWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {note}
    </p>
  );
}
