import type { ProjectPermission } from "../../../schema/collaborative-enums";
import type { collaborativeRoutes } from "../../features/collaborative/routes";
import type { literaryRoutes } from "../../features/literary/routes";
import type { marketplaceRoutes } from "../../features/marketplace/routes";
import { apiClient, authClient, freshIp, registerAccount, registerAdmin, sessionCookie } from "../client";
import { coverJpeg } from "./bodies";
import type { Role } from "./members";

/** The calls the matrix's fixture makes to build its records through the API. */

export interface Account {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

export type SignedInActor = "stranger" | "admin" | Role | "owner";

/** Fails the fixture when the API does not answer as it must. */
export async function must<R extends { status: number; url: string; text(): Promise<string> }>(
  response: R,
  status: number,
): Promise<R> {
  if (response.status !== status) {
    const answer = (await response.text()).slice(0, 300);
    throw new Error(`fixture: ${response.url} answered ${response.status}, not ${status}: ${answer}`);
  }
  return response;
}

export async function register({ admin = false } = {}): Promise<Account> {
  const account = await (admin ? registerAdmin() : registerAccount());
  return { email: account.email, password: account.password, cookie: account.cookie, id: account.body.user.id };
}

export async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await authClient({ ip: freshIp() }).login.$post({
    json: { email: account.email, password: account.password },
  });
  return sessionCookie(await must(response, 200));
}

export const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });
export const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });
export const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });

export async function newWork(cookie: string, title: string, chapters: { title: string; body: string }[]) {
  const response = await must(await literary(cookie).works.$post({ json: { title, chapters } }), 201);
  return (await response.json()).work.id;
}

export async function chapterIdsOf(cookie: string, workId: string) {
  const response = await must(await literary(cookie).works[":id"].$get({ param: { id: workId } }), 200);
  return (await response.json()).work.chapters.map((chapter) => chapter.id);
}

export async function newProject(cookie: string, title: string, description: string) {
  const response = await must(await collab(cookie).projects.$post({ json: { title, description } }), 201);
  return (await response.json()).project.id;
}

export async function invite(
  ownerCookie: string,
  projectId: string,
  email: string,
  role: Role,
  permissions?: ProjectPermission[],
) {
  const response = await collab(ownerCookie).projects[":id"].invite.$post({
    param: { id: projectId },
    json: { email, role, permissions },
  });
  return (await (await must(response, 201)).json()).invitation.id;
}

export async function inviteAndAccept(
  ownerCookie: string,
  projectId: string,
  member: Account,
  role: Role,
  permissions?: ProjectPermission[],
) {
  const invitationId = await invite(ownerCookie, projectId, member.email, role, permissions);
  await must(await collab(member.cookie).invitations[":invitationId"].accept.$post({ param: { invitationId } }), 200);
}

/**
 * An uploaded cover's name (on a product of the owner's the matrix never uploads to, so its own uploads never replace
 * it) and the generated cover's name of another.
 */
export async function coverNames(cookie: string, uploadedTo: number, generatedFor: number) {
  const covered = await marketplace(cookie).items[":id"].cover.$put({
    param: { id: String(uploadedTo) },
    form: { cover: new File([coverJpeg()], "cover.jpg") },
  });
  const coverName = (await (await must(covered, 200)).json()).item.cover.url.split("/").pop()!;
  const answer = await (await marketplace(cookie).item[":id"].$get({ param: { id: String(generatedFor) } })).json();
  if (!("item" in answer)) throw new Error("fixture: the product is not readable by its owner");
  return { coverName, generatedCoverName: answer.item.cover.cardUrl.split("/").pop()! };
}
