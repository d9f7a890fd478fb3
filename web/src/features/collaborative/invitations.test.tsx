import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/Toaster";
import { createQueryClient } from "../../lib/query-client";
import type { Project } from "./api/queries";
import { ProjectList } from "./ProjectList";
import { TeamManagement } from "./TeamManagement";

const PROJECT_ID = "6f1c2a3b-0000-4000-8000-000000000001";
const INVITATION_ID = "6f1c2a3b-0000-4000-8000-000000000002";

const project: Project = {
  id: PROJECT_ID,
  title: "Field guide",
  description: "A guide",
  contentType: "book",
  status: "active",
  progress: 0,
  role: "owner",
  permissions: ["edit", "comment", "export"],
  collaborators: [{ id: "u1", name: "Ann", role: "owner" }],
  updatedAt: 0,
  content: "",
  contentRevision: 0,
};

const pending = {
  id: INVITATION_ID,
  email: "bob@example.com",
  role: "editor",
  createdAt: Date.UTC(2026, 0, 1),
  expiresAt: Date.UTC(2026, 0, 15),
};

const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderWithClient(children: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {children}
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("pending invitations", () => {
  it("lets the owner see and revoke a project's pending invitations", async () => {
    let invitations = [pending];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "DELETE") {
        invitations = [];
        return json({ success: true });
      }
      return json({ success: true, invitations });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithClient(<TeamManagement project={project} />);

    expect((await screen.findByTestId("pending-invitation")).textContent).toContain("bob@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Revoke the invitation for bob@example.com" }));

    await waitFor(() => expect(screen.queryByTestId("pending-invitation")).toBeNull());
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE");
    expect(deletes.map(([url]) => String(url))).toEqual([
      `/api/collaborative/projects/${PROJECT_ID}/invitations/${INVITATION_ID}`,
    ]);
  });

  it("asks a member who cannot manage the project for none", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithClient(<TeamManagement project={{ ...project, role: "editor" }} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tells an invitee with an unconfirmed address why accepting failed", async () => {
    const reason = "Confirm bob@example.com first (we sent you a link), then accept.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith("/accept")) return json({ error: { code: "email_unverified", message: reason } }, 403);
        if (url === "/api/collaborative/invitations") {
          return json({
            success: true,
            invitations: [
              {
                id: INVITATION_ID,
                role: "editor",
                permissions: ["edit", "comment"],
                projectId: PROJECT_ID,
                title: "Field guide",
                createdAt: pending.createdAt,
              },
            ],
          });
        }
        return json({ success: true, projects: [] });
      }),
    );
    const onSelect = vi.fn();
    renderWithClient(<ProjectList selected={null} onSelect={onSelect} />);

    fireEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
