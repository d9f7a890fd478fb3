/** Where to go after signing in: the `next` path when it stays on this site, else the dashboard. */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/dashboard";
  return next;
}
