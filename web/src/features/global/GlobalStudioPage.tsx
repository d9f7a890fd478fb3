import { HumanizerDemoTool } from "./HumanizerDemoTool";
import { TranslationTool } from "./TranslationTool";

/** The Global Studio: translation for a market, and the humanizer tried on a text. */
export function GlobalStudioPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <TranslationTool />
      <HumanizerDemoTool />
    </div>
  );
}
