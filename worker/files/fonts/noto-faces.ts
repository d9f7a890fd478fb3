/**
 * The fonts PDFs are set in: Noto Sans (Latin with every accent, Greek, Cyrillic) and Noto Sans JP, SC and KR for
 * Japanese, Chinese and Korean, each in a regular and a bold face. They are static TrueType files from the
 * @expo-google-fonts packages (SIL Open Font License 1.1). The web build copies them into the static assets under
 * FONT_ASSET_DIR (node-font-files.ts); the worker reads them through the ASSETS binding (font-files.ts).
 */
export const FONT_FAMILIES = ["latin", "japanese", "simplified-chinese", "korean"] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = "regular" | "bold";

export interface FontFile {
  /** The file's name in the static assets. */
  name: string;
  /** Its path inside node_modules. */
  packagePath: string;
}

export interface FontFamilyFiles {
  regular: FontFile;
  bold: FontFile;
  /** The family's licence (SIL OFL 1.1 with its copyright line), copied beside the fonts. */
  license: FontFile;
}

function family(packageName: string, file: string): FontFamilyFiles {
  const face = (weight: FontWeight, style: string): FontFile => ({
    name: `${file}-${weight === "bold" ? "Bold" : "Regular"}.ttf`,
    packagePath: `@expo-google-fonts/${packageName}/${style}/${file}_${style}.ttf`,
  });
  return {
    regular: face("regular", "400Regular"),
    bold: face("bold", "700Bold"),
    license: { name: `${file}-OFL.txt`, packagePath: `@expo-google-fonts/${packageName}/LICENSE_FONT` },
  };
}

export const NOTO_FACES: Record<FontFamily, FontFamilyFiles> = {
  latin: family("noto-sans", "NotoSans"),
  japanese: family("noto-sans-jp", "NotoSansJP"),
  "simplified-chinese": family("noto-sans-sc", "NotoSansSC"),
  korean: family("noto-sans-kr", "NotoSansKR"),
};

/** The static-assets folder the font files are copied to. */
export const FONT_ASSET_DIR = "pdf-fonts";
