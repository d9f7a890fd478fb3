import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../lib/query-client";
import { Providers } from "./providers";
import { createRoutes } from "./router";

const SPEC_GUARDED = [
  "/dashboard",
  "/profile",
  "/global",
  "/hiring",
  "/literary",
  "/humanizer",
  "/admin/settings",
  "/automated-system-dashboard",
  "/content-pipeline",
  "/marketing-automation",
  "/platform-audit",
  "/ultimate-ecosystem",
  "/global-content",
  "/unified-ai",
  "/smart-mode",
  "/overkill-mode",
  "/integrations-demo",
  "/voice-capture",
  "/collaborative",
  "/quality-assurance",
];
const SPEC_OPEN = [
  "/marketplace-ai",
  "/kdp-test",
  "/kdp-packages",
  "/chrome-kdp",
  "/orchestration",
  "/orchestration-demo",
];

function signedOut() {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response('{"error":{"code":"unauthorized","message":"Please sign in to continue."}}', { status: 401 }),
    ),
  );
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(signedOut);
afterEach(() => vi.unstubAllGlobals());

describe("the route table", () => {
  it("has every guarded and open route of the spec", () => {
    const guarded = [
      "dashboard",
      "profile",
      "hiring",
      "creators",
      "analytics",
      "settings",
      "global",
      "global-content",
      "content-pipeline",
      "collaborative",
      "literary",
      "humanizer",
      "smart-mode",
      "overkill-mode",
      "unified-ai",
      "admin/settings",
      "platform-audit",
      "marketing-automation",
      "automated-system-dashboard",
      "ultimate-ecosystem",
      "integrations-demo",
      "quality-assurance",
      "voice-capture",
    ].map((p) => `/${p}`);
    for (const path of SPEC_GUARDED) expect(guarded).toContain(path);
    for (const path of SPEC_OPEN)
      expect(
        ["marketplace-ai", "kdp-packages", "kdp-test", "chrome-kdp", "orchestration", "orchestration-demo"].map(
          (p) => `/${p}`,
        ),
      ).toContain(path);
  });

  it.each(["/literary", "/admin/settings", "/dashboard"])(
    "sends a visitor from %s to login with the way back",
    async (path) => {
      const router = renderAt(path);
      await screen.findByRole("button", { name: "Sign In" });
      expect(router.state.location.pathname).toBe("/login");
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
    },
  );

  it("keeps the query string in the way back", async () => {
    const router = renderAt("/literary?template=stroke-recovery");
    await screen.findByRole("button", { name: "Sign In" });
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/literary?template=stroke-recovery");
  });

  it.each([
    "/marketplace-ai",
    "/marketplace",
    "/product/4",
    "/marketplace/product/the-stroke-recovery-roadmap",
    "/pricing",
  ])("lets a visitor open %s, with the Not Signed In card", async (path) => {
    const router = renderAt(path);
    await screen.findByText("Not Signed In");
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
  });

  it("shows the home page at an address with no page, saying so in the page and its title", async () => {
    const router = renderAt("/nonexistent-page");
    const notice = await screen.findByText("There is no page at /nonexistent-page. Here is the home page instead.");
    expect(notice.getAttribute("role")).toBe("status");
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe("Page not found · Inkspire"));
    expect(router.state.location.pathname).toBe("/nonexistent-page");
  });

  it("opens the e-mail confirmation page to a visitor", async () => {
    const router = renderAt("/verify-email");
    expect((await screen.findByTestId("verify-result")).textContent).toContain("This link is incomplete.");
    expect(router.state.location.pathname).toBe("/verify-email");
  });

  it("opens the forgot-password page to a visitor", async () => {
    const router = renderAt("/forgot-password");
    expect(await screen.findByRole("button", { name: "Send me a link" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/forgot-password");
  });

  it("opens the reset-password page to a visitor, which refuses a link without a token", async () => {
    const router = renderAt("/reset-password");
    expect((await screen.findByTestId("reset-link-invalid")).textContent).toContain("This link is incomplete.");
    expect(router.state.location.pathname).toBe("/reset-password");
  });

  it("opens the developer outbox, which says when the server keeps it closed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith("/api/dev/outbox")
          ? new Response('{"error":{"code":"not_found","message":"Not found."}}', { status: 404 })
          : new Response('{"error":{"code":"unauthorized","message":"Please sign in to continue."}}', { status: 401 }),
      ),
    );
    renderAt("/dev/outbox");
    expect(await screen.findByRole("heading", { name: "Outbox (local e-mail)" })).toBeTruthy();
    expect(await screen.findByText("The outbox is only open on a local run (npm start).")).toBeTruthy();
  });

  it.each(["/", "/no/such/page"])("shows the home page at %s", async (path) => {
    renderAt(path);
    expect(await screen.findByRole("button", { name: "Try Free Demo" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Start writing today" })).toBeTruthy();
  });
});
