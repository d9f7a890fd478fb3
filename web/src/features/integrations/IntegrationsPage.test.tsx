import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { IntegrationsPage } from "./IntegrationsPage";

const citations = [1, 2, 3, 4].map((n) => ({
  n,
  kind: n === 4 ? "work" : "product",
  id: String(n),
  title: `Source ${n}`,
  url: n === 4 ? "/literary?work=4" : `/product/${n}`,
  excerpt: `Excerpt ${n}.`,
}));
const research = `# Basil\n\n${"Basil likes light. ".repeat(40)}[1]`;

function serve(role: "admin" | "user") {
  const calls: { url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith("/api/auth/me")) return Response.json({ user: { id: "u1", role, email: "a@example.com" } });
      if (url.endsWith("/status"))
        return Response.json({
          success: true,
          integrations: { googleSheets: false, slack: true, discord: false, hubspot: false },
        });
      if (url.endsWith("/enhanced"))
        return Response.json({
          success: true,
          result: { research, citations, engine: "offline", model: "offline-rules-v1" },
        });
      if (url.endsWith("/google-sheets"))
        return Response.json({
          success: true,
          result: {
            kind: "file",
            message: "CSV instead",
            file: { name: "Basil.csv", mimeType: "text/csv", base64: btoa("a,b\r\n") },
          },
        });
      if (url.endsWith("/test/slack"))
        return Response.json({ success: true, delivered: true, status: 200, problem: null });
      return Response.json({ error: { code: "not_found", message: "?" } }, { status: 404 });
    }),
  );
  renderWithApp(<IntegrationsPage />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the integrations hub", () => {
  it("shows the connections, a research preview of 500 characters and 3 citations, then all, and exports it", async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return "blob:x";
        },
        revokeObjectURL: () => {},
      }),
    );
    const calls = serve("user");
    expect((await screen.findByTestId("integration-slack")).textContent).toContain("Connected");
    expect(screen.getByTestId("integration-googleSheets").textContent).toContain("Not connected");

    // Export needs a title and content: with neither, it says so and sends nothing.
    fireEvent.click(screen.getByRole("button", { name: "Export to Docs" }));
    expect(await screen.findByText("Content and Title Required")).toBeTruthy();
    expect(screen.getByText("Please provide both content and title for export.")).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith("/google-docs"))).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Generate Research" }));
    expect(await screen.findByText("Please enter a research topic.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "basil" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate Research" }));
    await screen.findByTestId("research-result");
    expect(screen.getAllByTestId("citation")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(screen.getAllByTestId("citation")).toHaveLength(4);
    expect(within(screen.getAllByTestId("citation")[3]!).getByRole("link").getAttribute("href")).toBe(
      "/literary?work=4",
    );

    // The research fills the form: the topic as its title, the research as its content.
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("basil");
    expect((screen.getByLabelText("Content") as HTMLTextAreaElement).value).toBe(research);
    fireEvent.click(screen.getByRole("button", { name: "Export to Sheets" }));
    expect(await screen.findByText("CSV instead")).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith("/google-sheets"))!.body).toEqual({
      title: "basil",
      content: research,
    });
    expect(await created[0]!.text()).toBe("a,b\r\n");
    // Only an admin may post to the team's channel.
    expect(
      within(screen.getByTestId("webhook-slack")).getByText("Only an administrator can send a test message."),
    ).toBeTruthy();
  });

  it("lets an admin post a test message to a connected channel and says what an unconnected one needs", async () => {
    serve("admin");
    const slack = await screen.findByTestId("webhook-slack");
    fireEvent.click(await within(slack).findByRole("button", { name: "Send test message" }));
    expect(await screen.findByText("Slack accepted the message.")).toBeTruthy();
    expect(screen.getByTestId("webhook-discord").textContent).toContain("DISCORD_WEBHOOK_URL");
  });
});
