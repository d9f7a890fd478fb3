/**
 * Google Analytics 4 through its Measurement Protocol: the worker sends page views from the server, so no
 * third-party script runs in the app and the content security policy keeps scripts to our own origin. Sending needs
 * the measurement ID an admin saves and an API secret created for it in Google Analytics (the GA_API_SECRET secret).
 */
const COLLECT_URL = "https://www.google-analytics.com/mp/collect";
const VALIDATE_URL = "https://www.google-analytics.com/debug/mp/collect";
const TIMEOUT_MS = 3000;

export interface PageViewHit {
  /** A random id the browser keeps for itself (never the account): GA counts visitors by it. */
  clientId: string;
  /** The page's full address. */
  location: string;
  language?: string;
}

function pageViewBody(hit: PageViewHit) {
  return {
    client_id: hit.clientId,
    events: [
      {
        name: "page_view",
        params: {
          page_location: hit.location,
          ...(hit.language ? { language: hit.language } : {}),
          engagement_time_msec: 1,
        },
      },
    ],
  };
}

function endpoint(base: string, measurementId: string, apiSecret: string): string {
  const url = new URL(base);
  url.searchParams.set("measurement_id", measurementId);
  url.searchParams.set("api_secret", apiSecret);
  return url.toString();
}

/** Sends one page view; a failure is logged (without the secret) and never reaches the reader. */
export async function sendPageView(measurementId: string, apiSecret: string, hit: PageViewHit): Promise<void> {
  try {
    const response = await fetch(endpoint(COLLECT_URL, measurementId, apiSecret), {
      method: "POST",
      body: JSON.stringify(pageViewBody(hit)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`Google Analytics refused a page view: HTTP ${response.status}`);
  } catch (error) {
    console.warn("Google Analytics could not be reached:", error instanceof Error ? error.message : error);
  }
}

/**
 * Asks Google's validation server whether a page view for this ID and secret would be accepted. Resolves to the
 * problems it names (none: accepted); rejects when Google cannot be reached.
 */
export async function validatePageView(measurementId: string, apiSecret: string, hit: PageViewHit): Promise<string[]> {
  const response = await fetch(endpoint(VALIDATE_URL, measurementId, apiSecret), {
    method: "POST",
    body: JSON.stringify(pageViewBody(hit)),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const answer = (await response.json()) as { validationMessages?: { description?: string }[] };
  return (answer.validationMessages ?? []).map((message) => message.description ?? "A problem with the event.");
}
