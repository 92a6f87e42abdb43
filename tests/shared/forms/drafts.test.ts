// When the session ends, what a form held waits for the same form, page and publisher; passwords,
// PINs and files are never kept.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drafts } from '../../../src/shared/forms/drafts';
import { useForm } from '../../../src/shared';
import { clearSession, setSession, type SessionProfile } from '../../../src/shared/session';

const publisher = (id: number) =>
  ({ id, timezone: 'UTC', currency: { name: 'USD', symbol: '$' } }) as SessionProfile;
const initialValues = { url: '', password: '', note: 'kept as it was' };
const form = () => renderHook(() => useForm({ initialValues, onSubmit: () => undefined }));

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/publisher/settings?tab=postbacks');
  setSession(publisher(7));
});
afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('drafts', () => {
  it('brings back the changed fields of the same form on the same page, once', () => {
    const typed = form();
    act(() => {
      typed.result.current.setValue('url', 'https://tracker.example/?click={click_id}');
      typed.result.current.setValue('password', 'secret');
    });
    drafts.keep();
    typed.unmount();
    expect(sessionStorage.getItem('publisher-platform:drafts')).not.toContain('secret');

    const back = form();
    expect(back.result.current.values).toEqual({
      url: 'https://tracker.example/?click={click_id}',
      password: '',
      note: 'kept as it was',
    });
    back.unmount();
    expect(form().result.current.values.url).toBe('');
  });

  it('keeps nothing for a form nobody changed', () => {
    form();
    drafts.keep();
    expect(sessionStorage.getItem('publisher-platform:drafts')).toBeNull();
  });

  it('gives another publisher, or another page, nothing', () => {
    const typed = form();
    act(() => typed.result.current.setValue('url', 'https://a.example'));
    drafts.keep();
    typed.unmount();
    setSession(publisher(8));
    expect(form().result.current.values.url).toBe('');
    setSession(publisher(7));
    window.history.replaceState(null, '', '/publisher/settings');
    expect(form().result.current.values.url).toBe('');
  });

  it('forgets drafts older than an hour, and all of them on sign-out', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const typed = form();
    act(() => typed.result.current.setValue('url', 'https://a.example'));
    drafts.keep();
    typed.unmount();
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect(form().result.current.values.url).toBe('');
    drafts.drop();
    expect(sessionStorage.getItem('publisher-platform:drafts')).toBeNull();
  });
});
