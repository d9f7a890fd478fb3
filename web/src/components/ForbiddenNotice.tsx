import { ShieldAlert } from "lucide-react";

/** The panel an admin page shows a signed-in user who is not an admin (the server answered 403). */
export function ForbiddenNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className="card mx-auto max-w-lg text-center" role="alert">
      <ShieldAlert className="mx-auto h-8 w-8 text-amber-500" aria-hidden />
      <h2 className="mt-3 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  );
}
