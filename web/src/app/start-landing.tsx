/** The landing page's app: its language, then React takes the prerendered page over. */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { writtenParts } from "../features/home/written-parts";
import { yieldToBrowser } from "../lib/first-paint";
import { stopRecordingPresses } from "../lib/visitor-intent";
import { i18n } from "./i18n";
import { LandingRoot } from "./LandingRoot";
import { startPageLanguage } from "./start-language";

await startPageLanguage();
await i18n.loadNamespaces("home");
await yieldToBrowser();

const container = document.getElementById("root")!;
const page = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <LandingRoot parts={writtenParts(container)} />
    </I18nextProvider>
  </StrictMode>
);
// The worker serves the page prerendered in its language; React takes it over in slices (a transition), so the page
// that is already on screen stays responsive while the scripts attach.
// A press from here on reaches React, which replays what arrives while it attaches; one before was recorded.
stopRecordingPresses();
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, page);
  else createRoot(container).render(page);
});
