import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * Runs one action at a time: a call while the previous one's promise is unsettled is ignored.
 * The guard is a ref, set in the same event as the click, so a double click cannot slip in
 * before React has drawn the busy state (a query library's own pending flag is only drawn after
 * a tick). A failure is left to whoever reports it (the global error handler, a form).
 */
export function useSingleFlight(): [running: boolean, run: (action: () => unknown) => void] {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback((action: () => unknown) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    Promise.resolve()
      .then(action)
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
        if (mounted.current) setRunning(false);
      });
  }, []);
  return [running, run];
}

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The request a click sends; the button is busy (spinner, disabled) until it settles. */
  onAction: () => Promise<unknown>;
}

/** A button that sends its action once: clicks while the action runs are ignored. */
export function ActionButton({ onAction, ...props }: ActionButtonProps) {
  const [running, run] = useSingleFlight();
  return <Button {...props} loading={running} onClick={() => run(onAction)} />;
}
