import { eq } from "drizzle-orm";
import { users } from "../../../schema/auth";
import { collabProjects } from "../../../schema/collaborative";
import type { Database } from "../../../schema/db";
import { invitationEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import type { SessionUser } from "../../http/session";

/**
 * Tells the invited address about the invitation, in the language of its account if it has one, otherwise in the
 * inviter's. The link opens the workspace, where a verified account with that address accepts.
 */
export async function emailInvitation(
  db: Database,
  sender: EmailSender,
  invitation: { projectId: string; email: string },
  inviter: SessionUser,
  origin: string,
) {
  const [[project], [invitee]] = await db.batch([
    db.select({ title: collabProjects.title }).from(collabProjects).where(eq(collabProjects.id, invitation.projectId)),
    db.select({ language: users.language }).from(users).where(eq(users.email, invitation.email)).limit(1),
  ]);
  const message = invitationEmail(invitation.email, invitee?.language ?? inviter.language, {
    project: project?.title ?? "",
    inviter: inviter.username,
    link: `${origin}/collaborative`,
  });
  return sendQuietly(sender, message);
}
