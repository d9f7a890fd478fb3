/** The answer of GET /api/auth/me for a signed-in member on a plan, for tests that fake the API (fake-api.ts). */
export function signedInAs(tier: string) {
  return {
    success: true,
    message: "Signed in.",
    user: {
      id: "u1",
      username: "member",
      email: "member@example.com",
      name: null,
      role: "user",
      tier,
      language: null,
      emailVerified: true,
      avatarUrl: null,
    },
  };
}
