import type { collaborativeRoutes } from "../features/collaborative/routes";
import { apiClient, registerAccount } from "./client";

/** The collaborative API as the signed-in member with this cookie calls it, through the whole worker. */
export const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });

/**
 * A project with its owner and an editor who was invited and accepted, both with their session cookies. The editor
 * may edit and comment, and export only when `permissions` says so (the default invitation includes export).
 */
export async function projectWithEditor(
  title = "Live room",
  permissions: ("edit" | "comment" | "export")[] = ["edit", "comment"],
) {
  const owner = await registerAccount();
  const created = await (
    await collab(owner.cookie).projects.$post({ json: { title, description: "Chat test" } })
  ).json();
  const editor = await registerAccount();
  await collab(owner.cookie).projects[":id"].invite.$post({
    param: { id: created.project.id },
    json: { email: editor.email, permissions },
  });
  const { invitations } = await (await collab(editor.cookie).invitations.$get()).json();
  await collab(editor.cookie).invitations[":invitationId"].accept.$post({
    param: { invitationId: invitations[0]!.id },
  });
  return { id: created.project.id, owner, editor };
}

/** Adds a freshly registered account to the project as a viewer (invited and accepted); returns it. */
export function addViewer(projectId: string, ownerCookie: string) {
  return addMember(projectId, ownerCookie, "viewer");
}

/** Adds a freshly registered account to the project in a role (invited and accepted); returns it. */
export async function addMember(projectId: string, ownerCookie: string, role: "viewer" | "reviewer") {
  const member = await registerAccount();
  await collab(ownerCookie).projects[":id"].invite.$post({
    param: { id: projectId },
    json: { email: member.email, role, permissions: role === "reviewer" ? ["comment"] : [] },
  });
  const { invitations } = await (await collab(member.cookie).invitations.$get()).json();
  await collab(member.cookie).invitations[":invitationId"].accept.$post({
    param: { invitationId: invitations[0]!.id },
  });
  return member;
}
