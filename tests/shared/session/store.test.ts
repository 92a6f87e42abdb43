import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SESSION_STORAGE_KEY,
  clearSession,
  getSession,
  hasRole,
  sessionTimezone,
  setSession,
  useSession,
  type SessionProfile,
} from '../../../src/shared/session';

const profile = {
  '@id': '/publisher/api/publishers/1',
  id: 1,
  username: 'demo',
  timezone: 'Asia/Tokyo',
  currency: { name: 'EUR', symbol: '€' },
  customer: {
    networkId: 1,
    customJs: null,
    promo: false,
    roles: ['ROLE_SMARTLINKS'],
    isLoaded: true,
  },
} as unknown as SessionProfile;

afterEach(() => clearSession());

describe('session store', () => {
  it('holds the profile and keeps timezone and currency in the "publisher" store', () => {
    setSession(profile);
    expect(getSession()?.username).toBe('demo');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({
      timezone: 'Asia/Tokyo',
      currencyName: 'EUR',
      currencySymbol: '€',
    });
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('grants a role listed in customer.roles', () => {
    expect(hasRole('ROLE_SMARTLINKS')).toBe(false);
    setSession(profile);
    expect(hasRole('ROLE_SMARTLINKS')).toBe(true);
    expect(hasRole('ROLE_UCLIQ_BANNER')).toBe(false);
  });

  it('uses the host default timezone until the profile is loaded', () => {
    expect(sessionTimezone()).toBe('Europe/Prague');
    setSession(profile);
    expect(sessionTimezone()).toBe('Asia/Tokyo');
  });

  it('re-renders its readers on every change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => setSession(profile));
    expect(result.current?.username).toBe('demo');
    act(() => setSession({ ...profile, username: 'renamed' }));
    expect(result.current?.username).toBe('renamed');
  });
});
