import { lazy, Suspense, useEffect, useState } from "react";
import { useLandingSession } from "../features/home/api/showcase";
import { HomePage } from "../features/home/HomePage";
import { WrittenPart, type WrittenParts } from "../features/home/written-parts";
import { withoutLanguage } from "../lib/language-path";
import { countPageView, recordPageView } from "../lib/page-view-log";
import { forgetPress, replayPress } from "../lib/visitor-intent";

const LanguageBanner = lazy(() => import("./LanguageBanner"));

/**
 * The landing page as its own light app (no router, no app shell): the page, its view in the logs, and the language
 * banner. The worker serves it prerendered, with `parts` written from the data; the banner appears only after the page
 * is taken over, because what it says depends on this browser.
 */
export function LandingRoot({ parts }: { parts: WrittenParts }) {
  const { signedIn, accountLanguage } = useLandingSession();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    setStarted(true);
    // The page was taken over in place: a button pressed before (the demo, the menu) is pressed again.
    replayPress(document.getElementById("root") ?? document.body);
    forgetPress();
    const path = withoutLanguage(window.location.pathname);
    recordPageView({
      url: path + window.location.search,
      title: document.title,
      timestamp: Date.now(),
      userAgent: navigator.userAgent,
      referrer: document.referrer,
    });
    countPageView(path);
  }, []);
  return (
    <>
      {started && (
        <Suspense fallback={null}>
          <LanguageBanner signedIn={signedIn === true} accountLanguage={accountLanguage} />
        </Suspense>
      )}
      <HomePage
        signedIn={signedIn}
        featured={<WrittenPart name="featured" html={parts.featured} />}
        reviews={<WrittenPart name="reviews" html={parts.reviews} />}
      />
    </>
  );
}
