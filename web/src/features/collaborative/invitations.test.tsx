import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
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
  collaborators: [{ id: "u1", name: "Ann", username: "ann", role: "owner" }],
  updatedAt: 0,
  content: "",
  contentRevision: 0,
};

const pending = {
  id: INVITATION_ID,
  email: "bob@example.com",
  role: "editor" as const,
  createdAt: Date.UTC(2026, 0, 1),
  expiresAt: Date.UTC(2026, 0, 15),
};

describe("pending invitations", () => {
  it("lets the owner see and revoke a project's pending invitations", async () => {
    let invitations = [pending];
    const api = fakeApi({
      [`GET /api/collaborative/projects/${PROJECT_ID}/invitations`]: () => ({ success: true, invitations }),
      [`DELETE /api/collaborative/projects/${PROJECT_ID}/invitations/${INVITATION_ID}`]: () => {
        invitations = [];
        return { success: true };
      },
    });
    renderWithApp(<TeamManagement project={project} />);

    expect((await screen.findByTestId("pending-invitation")).textContent).toContain("bob@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Revoke the invitation for bob@example.com" }));

    await waitFor(() => expect(screen.queryByTestId("pending-invitation")).toBeNull());
    const deletes = api.calls().filter((call) => call.method === "DELETE");
    expect(deletes.map((call) => call.url)).toEqual([
      `/api/collaborative/projects/${PROJECT_ID}/invitations/${INVITATION_ID}`,
    ]);
  });

  it("asks a member who cannot manage the project for none", () => {
    const api = fakeApi({});
    renderWithApp(<TeamManagement project={{ ...project, role: "editor" }} />);
    expect(api.calls()).toEqual([]);
  });

  it("tells an invitee with an unconfirmed address why accepting failed", async () => {
    const reason = "Confirm bob@example.com first (we sent you a link), then accept.";
    fakeApi({
      "GET /api/collaborative/projects": { success: true, projects: [] },
      "GET /api/collaborative/invitations": {
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
      },
      [`POST /api/collaborative/invitations/${INVITATION_ID}/accept`]: apiError(403, "email_unverified", reason),
    });
    const onSelect = vi.fn();
    renderWithApp(<ProjectList selected={null} onSelect={onSelect} />);

    fireEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
