/** Query keys shared across features (a key is the GET path it caches). */
export const CREATOR_SUMMARY_KEY = ["/api/dashboard/summary"] as const;
