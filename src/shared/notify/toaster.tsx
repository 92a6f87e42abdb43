import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getWidgetContainer } from '../dom/widget-root';
import { useT } from '../i18n';
import { cn } from '../ui/cn';
import { dismissToast, getToasts, subscribeToasts, type ToastKind } from './store';

const KIND_CLASS: Record<ToastKind, string> = {
  success: 'pp:border-success',
  error: 'pp:border-destructive',
  info: 'pp:border-border',
  warning: 'pp:border-primary',
};

function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const t = useT();
  return (
    <section
      aria-label={t('shared.notifications.label')}
      data-slot="toaster"
      className="pp:fixed pp:top-4 pp:right-4 pp:z-[1000] pp:flex pp:w-[min(24rem,calc(100vw-2rem))] pp:flex-col pp:gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-slot="toast"
          data-kind={toast.kind}
          className={cn(
            'pp:flex pp:items-start pp:gap-3 pp:rounded-md pp:border-l-4 pp:bg-popover pp:p-3 pp:text-popover-foreground pp:shadow-lg',
            KIND_CLASS[toast.kind],
          )}
        >
          <p className="pp:flex-1 pp:text-sm">{toast.text}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('shared.notifications.dismiss')}
            className="pp:cursor-pointer pp:rounded pp:px-1 pp:text-muted-foreground pp:hover:text-foreground"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

let mounted: Root | null = null;

export function mountToaster(): void {
  mounted = createRoot(getWidgetContainer('toasts'));
  mounted.render(<Toaster />);
}

/** The host page unmounts the portal: the toaster goes with it. */
export function unmountToaster(): void {
  mounted?.unmount();
  mounted = null;
}
