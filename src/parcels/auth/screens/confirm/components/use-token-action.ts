import { useEffect, useState } from 'react';
import {
  errorText,
  getFingerprint,
  isRetriable,
  setTrackingUser,
} from '@publisher-platform/shared';

// A confirmation link is single-use: one request per token and page, however often the screen
// mounts (React may mount twice, the user may navigate back).
const runs = new Map<string, Promise<void>>();

export type TokenActionState =
  | { status: 'running' }
  | {
      status: 'failed';
      message: string;
      /** Runs it again, when the failure was on the way (the link itself was not refused). */
      retry?: () => void;
    };

/**
 * Runs `action(token, fingerprint)` once on load (the fingerprint first); `onDone` runs after
 * success, a failure gives the server's text.
 */
export function useTokenAction(
  key: string,
  token: string,
  action: (token: string, fingerprint: string) => Promise<unknown>,
  onDone: () => void,
): TokenActionState {
  const [state, setState] = useState<TokenActionState>({ status: 'running' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    const id = `${key}:${token}`;
    let run = runs.get(id);
    if (!run) {
      // A confirmation signs a publisher in: until it has, reports name nobody.
      setTrackingUser(null);
      run = getFingerprint().then((fingerprint) =>
        action(token, fingerprint).then(() => undefined),
      );
      runs.set(id, run);
    }
    run.then(
      () => {
        if (active) onDone();
      },
      (error: unknown) => {
        if (!active) return;
        const retry = () => {
          runs.delete(id);
          setState({ status: 'running' });
          setAttempt((n) => n + 1);
        };
        setState({
          status: 'failed',
          message: errorText(error),
          ...(isRetriable(error) ? { retry } : {}),
        });
      },
    );
    return () => {
      active = false;
    };
    // Runs once per token (and Retry): `action` and `onDone` are fixed per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token, attempt]);
  return state;
}
