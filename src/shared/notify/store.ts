// Notifications (toasts). A tiny store any module can push to; the toaster renders it.
export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const DURATION_MS: Record<ToastKind, number> = {
  success: 4000,
  info: 5000,
  warning: 6000,
  error: 8000,
};
const listeners = new Set<() => void>();
let toasts: Toast[] = [];
let nextId = 1;
let onFirstToast: (() => void) | null = null;

const publish = (next: Toast[]) => {
  toasts = next;
  listeners.forEach((l) => l());
};

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

function push(kind: ToastKind, text: string): number {
  onFirstToast?.();
  onFirstToast = null;
  const id = nextId++;
  // The same text twice in a row (e.g. several failing queries) shows once.
  if (toasts.some((toast) => toast.text === text && toast.kind === kind)) return id;
  publish([...toasts, { id, kind, text }]);
  setTimeout(() => dismissToast(id), DURATION_MS[kind]);
  return id;
}

export const notify = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  info: (text: string) => push('info', text),
  warning: (text: string) => push('warning', text),
};

export const getToasts = (): Toast[] => toasts;
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The toaster mounts lazily, on the first notification. */
export function onFirstNotification(callback: () => void): void {
  onFirstToast = callback;
}
