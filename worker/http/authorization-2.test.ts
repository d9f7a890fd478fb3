// Half 2 of the authorization matrix (worker/test/authorization-matrix.ts): the two halves run side by side.
(globalThis as { AUTHORIZATION_SHARD?: number }).AUTHORIZATION_SHARD = 1;
await import("../test/authorization-matrix");

export {};
