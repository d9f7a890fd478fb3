/** What other features may use of the collaborative workspace: closing a member's live rooms when they sign out. */
export { closeLiveRooms } from "./sign-out";
