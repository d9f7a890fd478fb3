// Half 1 of the authorization matrix (worker/test/authorization-matrix.ts): the two halves run side by side.
(globalThis as { AUTHORIZATION_SHARD?: number }).AUTHORIZATION_SHARD = 0;
await import("../test/authorization-matrix");

export {};
