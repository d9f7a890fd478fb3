import { eq } from "drizzle-orm";
import { users } from "../../../schema/auth";
import { collabProjects } from "../../../schema/collaborative";
import type { Database } from "../../../schema/db";
import type { PlanId } from "../../../schema/pricing-enums";
import { PROJECT_SEATS } from "../../common/plans";
import { invitationEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import { countEvent, type RateLimitRule } from "../../http/rate-limit";
import type { SessionUser } from "../../http/session";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invitations one member may send in a day: twice the seats of their plan's projects (a team is filled once, with
 * room for mistakes), since every invitation is an e-mail with a title the inviter chose to an address they chose.
 * Past it, inviting answers 429. Lifted with the plan limits themselves (`PLAN_QUOTAS=off`, local load tests).
 */
export function invitationsByInviter(tier: PlanId): RateLimitRule {
  return {
    name: "invitations-sent",
    limit: 2 * PROJECT_SEATS[tier],
    windowMs: DAY_MS,
    message: "You have sent many invitations today. Please try again tomorrow.",
  };
}

/** At most one invitation e-mail per project and address a day (invite, revoke, invite again sends one). */
const INVITATION_EMAILS_PER_PROJECT: RateLimitRule = {
  name: "invitation-email",
  limit: 1,
  windowMs: DAY_MS,
  message: "",
};
/** At most this many invitation e-mails reach one address a day, from all projects together. */
const INVITATION_EMAILS_PER_ADDRESS: RateLimitRule = {
  name: "invitation-emails-to",
  limit: 5,
  windowMs: DAY_MS,
  message: "",
};

/**
 * Tells the invited address about the invitation, in the language of its account if it has one, otherwise in the
 * inviter's, at most once a day per project and five times a day in all. The link opens the workspace, where a
 * verified account with that address accepts.
 */
export async function emailInvitation(
  db: Database,
  sender: EmailSender,
  invitation: { projectId: string; email: string },
  inviter: SessionUser,
  origin: string,
) {
  // Over either allowance the invitation still stands (the invitee sees it when they sign in); only the mail is spared.
  const perProject = await countEvent(db, INVITATION_EMAILS_PER_PROJECT, [
    `${invitation.projectId}:${invitation.email}`,
  ]);
  if (perProject.over) return;
  const perAddress = await countEvent(db, INVITATION_EMAILS_PER_ADDRESS, [`address:${invitation.email}`]);
  if (perAddress.over) return;
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
