import { initialsOf } from "../../lib/initials";

/** A creator's photo, or their initials on a gradient. */
export function CreatorAvatar({
  creator,
  size = "h-12 w-12",
}: {
  creator: { name: string; username: string; avatarUrl: string | null };
  size?: string;
}) {
  const label = creator.name || creator.username;
  if (creator.avatarUrl)
    return <img src={creator.avatarUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-purple-500 font-semibold text-white`}
      aria-hidden
    >
      {initialsOf(label)}
    </span>
  );
}
