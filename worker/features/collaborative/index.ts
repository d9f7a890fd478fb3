/** What other features may use of the collaborative workspace. */

/** A user's workspace data for their export, and the closing of their projects when the account is deleted. */
export { accountData } from "./account-data";
/** The minute job's e-mails about mentions. */
export { sendMentionEmails } from "./mention-emails";
/** Closing a member's live rooms when they sign out. */
export { closeLiveRooms } from "./sign-out";
