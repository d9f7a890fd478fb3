/**
 * The browser tests' own ports: E2E_PORT moves them, so two checkouts can run `npm test` at once (the browser tests'
 * server on E2E_PORT, the restart test's on the next port, the streaming test's on the one after).
 */
export const BROWSER_TESTS_PORT = Number(process.env.E2E_PORT ?? 8799);
export const RESTART_TEST_PORT = BROWSER_TESTS_PORT + 1;
export const STREAMING_TEST_PORT = BROWSER_TESTS_PORT + 2;
