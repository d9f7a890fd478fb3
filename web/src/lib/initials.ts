export { initialsOf } from "../../../worker/common/initials";

/** What to call a signed-in user: the profile's name, else the username they chose (never their address). */
export function displayNameOf(user: { name: string | null; username: string }): string {
  return user.name?.trim() || user.username;
}
