import type { devRoutes } from "../features/dev/routes";
import { apiClient } from "./client";
import { FRAME_WAIT_MS } from "./waits";

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

/**
 * Waits for the `count`th e-mail whose subject matches, and returns the newest: some leave after the answer (in
 * `waitUntil`).
 */
export async function awaitMessage(to: string, subject: RegExp, count = 1) {
  const deadline = Date.now() + FRAME_WAIT_MS;
  while (Date.now() < deadline) {
    const matching = (await outbox(to)).filter((m) => subject.test(m.subject));
    if (matching.length >= count) return { ...matching[0]!, link: matching[0]!.links[0]! };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail matching ${subject} reached ${to}`);
}

/** The one-time token of an e-mailed link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
