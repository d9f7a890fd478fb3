/**
 * The two demo accounts of the login page's demo sign-in. Their credentials are public on purpose: the login
 * page's demo buttons use them, and the README lists them.
 */
export const DEMO_ACCOUNTS = {
  creator: {
    id: "demo-creator",
    username: "creator_demo",
    email: "creator.demo@example.com",
    password: "creator-demo-2026",
    name: "Maya Chen",
    tier: "free",
  },
  professional: {
    id: "demo-professional",
    username: "pro_demo",
    email: "pro.demo@example.com",
    password: "pro-demo-2026",
    name: "Daniel Okafor",
    tier: "professional",
  },
} as const;

export type DemoAccountKind = keyof typeof DEMO_ACCOUNTS;
