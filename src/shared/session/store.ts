// The session: the signed-in publisher's profile, set by the shell when it loads the profile and
// read by every parcel (roles, timezone, currency…). The browser store keyed
// "publisher" keeps the timezone and currency for the next visit.
import { useSyncExternalStore } from 'react';
import { getConfig } from '../config';
import { setTrackingUser } from '../report/reporter';
import type { SessionProfile } from './types';

export const SESSION_STORAGE_KEY = 'publisher';

let profile: SessionProfile | null = null;
const listeners = new Set<() => void>();

function persist(next: SessionProfile | null): void {
  try {
    if (!next) localStorage.removeItem(SESSION_STORAGE_KEY);
    else
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({
          timezone: next.timezone,
          currencyName: next.currency.name,
          currencySymbol: next.currency.symbol,
        }),
      );
  } catch {
    // Storage was checked by the loader; a later failure only loses persistence.
  }
}

function publish(next: SessionProfile | null): void {
  profile = next;
  // Error reports name the signed-in publisher, and nobody once the profile is gone.
  setTrackingUser(next?.id ?? null);
  persist(next);
  listeners.forEach((listener) => listener());
}

export const setSession = (next: SessionProfile): void => publish(next);
export const clearSession = (): void => publish(null);

let endedByServer = false;
/** The server refused the session (a 401): a signed-in publisher's login page says it ended. */
export function noteSessionEnded(): void {
  if (profile) endedByServer = true;
}
/** Whether the session was ended by the server since the last time this was asked. */
export function takeSessionEnded(): boolean {
  const ended = endedByServer;
  endedByServer = false;
  return ended;
}
export const getSession = (): SessionProfile | null => profile;
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The profile, or null until it is loaded (and after sign-out). */
export function useSession(): SessionProfile | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** A role is granted when customer.roles lists it. */
export const hasRole = (role: string, of: SessionProfile | null = profile): boolean =>
  Boolean(of?.customer.roles.includes(role));

/** The publisher's timezone; the host's default until the profile is loaded. */
export const sessionTimezone = (of: SessionProfile | null = profile): string =>
  of?.timezone || getConfig().defaultTimezone;
