import type { devRoutes } from "../features/dev/routes";
import { apiClient } from "./client";

/** The e-mails sent to an address, newest first, from the local outbox. */
export async function outbox(to: string) {
  return (await (await apiClient<typeof devRoutes>("/api/dev").outbox.$get({ query: { to } })).json()).messages;
}

/** The newest e-mail to an address, with its first link. */
export async function lastMessage(to: string) {
  const [message] = await outbox(to);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return { ...message, link: message.links[0]! };
}

/** Waits for an e-mail whose subject matches: some leave after the answer (in `waitUntil`). */
export async function awaitMessage(to: string, subject: RegExp) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const message = (await outbox(to)).find((m) => subject.test(m.subject));
    if (message) return { ...message, link: message.links[0]! };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail matching ${subject} reached ${to}`);
}

/** The one-time token of an e-mailed link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
