/** Toasts: a title and an optional description. One is shown at a time; a new one replaces it. */
export type ToastTone = "success" | "error" | "info";

export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
  action?: ToastAction;
}

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(toast: Toast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => current,
  dismiss(id: number) {
    if (current?.id === id) publish(null);
  },
};

export const notify = {
  success(title: string, description?: string, action?: ToastAction) {
    publish({ id: nextId++, tone: "success", title, description, action });
  },
  error(title: string, description?: string, action?: ToastAction) {
    publish({ id: nextId++, tone: "error", title, description, action });
  },
  /** Neither a success nor a failure: something to know, such as a feature that comes with another plan. */
  info(title: string, description?: string, action?: ToastAction) {
    publish({ id: nextId++, tone: "info", title, description, action });
  },
};
