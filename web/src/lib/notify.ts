import { toast } from "sonner";

/** Toasts: a title and an optional description; the Toaster keeps one visible for 5 s. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  error(title: string, description?: string) {
    toast.error(title, { description });
  },
};
