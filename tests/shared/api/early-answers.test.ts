// A screen about to mount has its first API answers asked for early (askEarly); the client hands
// each to the first GET of the same URL instead of asking again, and the page notices no
// difference: the same statuses, the same 401 hook, the same time limit and cancelling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../src/shared/api';
import { api, askEarly, setUnauthorizedHandler } from '../../../src/shared/api';
import { dropEarlyAnswers } from '../../../src/shared/api/early-answers';
import { DEFAULT_CONFIG, setConfig } from '../../../src/shared/config';
import { clearQueryCache } from '../../../src/shared/query';
import { getCurrentPublisher } from '../../../src/parcels/shell/features/profile/api/current-publisher';
import { getLiveCompetition } from '../../../src/parcels/shell/features/competitions/api/live-competition';
import { FRAME_FIRST_ANSWERS } from '../../../src/parcels/shell/features/first-answers';
import { json, never, stubFetch } from '../support';

const PROFILE = 'publishers/current';
const LIVE = 'competitions?status=live';
const live = { searchParams: { status: 'live' } };

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );
/** Answers each URL with the next of its bodies. */
const answering = (bodies: Record<string, unknown[]>) =>
  stubFetch((request) => {
    const key = request.url.replace(/^.*\/publisher\/api\//, '');
    return json(bodies[key]?.shift() ?? {});
  });

beforeEach(() => {
  setConfig(DEFAULT_CONFIG);
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  dropEarlyAnswers();
  vi.unstubAllGlobals();
});

describe('answers asked for early', () => {
  it('go to the first GET of the same URL, once; later ones ask again', async () => {
    const requests = answering({ [PROFILE]: [{ username: 'early' }, { username: 'fresh' }] });
    askEarly([PROFILE]);
    expect(requests).toHaveLength(1);
    expect(await api.get(PROFILE)).toEqual({ username: 'early' });
    expect(requests).toHaveLength(1);
    expect(await api.get(PROFILE)).toEqual({ username: 'fresh' });
    expect(requests.map((r) => [r.method, r.credentials, r.headers.get('accept')])).toEqual([
      ['GET', 'include', 'application/ld+json, application/json;q=0.9, */*;q=0.1'],
      ['GET', 'include', 'application/ld+json, application/json;q=0.9, */*;q=0.1'],
    ]);
  });

  it('match the query too, and go to a GET only', async () => {
    const requests = answering({ [LIVE]: [{ 'hydra:member': [{ id: 7 }] }] });
    askEarly([LIVE]);
    await api.post('competitions', { ...live, json: {} });
    expect((await api.collection('competitions', live)).items).toEqual([{ id: 7 }]);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('keep their status: a 401 calls the hook, a 500 fails with its text', async () => {
    stubFetch((request) =>
      request.url.includes(PROFILE)
        ? json({}, { status: 401 })
        : json({ 'hydra:description': 'Down' }, { status: 500 }),
    );
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    askEarly([PROFILE, LIVE]);
    expect(unauthorized).not.toHaveBeenCalled();
    expect((await failure(api.get(PROFILE)))?.status).toBe(401);
    expect(unauthorized).toHaveBeenCalledOnce();
    const error = await failure(api.get('competitions', live));
    expect([error?.status, error?.message]).toEqual([500, 'Down']);
  });

  it('that failed on the way are asked for again', async () => {
    let calls = 0;
    const requests = stubFetch(() =>
      ++calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : json({ username: 'again' }),
    );
    askEarly([PROFILE]);
    expect(await api.get(PROFILE)).toEqual({ username: 'again' });
    expect(requests).toHaveLength(2);
  });

  it('still end in a timeout or a cancel when they do not come', async () => {
    stubFetch(never);
    askEarly([PROFILE, LIVE]);
    expect((await failure(api.get(PROFILE, { timeout: 20 })))?.kind).toBe('timeout');
    const controller = new AbortController();
    const cancelled = failure(api.get('competitions', { ...live, signal: controller.signal }));
    controller.abort();
    expect((await cancelled)?.isCancelled).toBe(true);
  });

  it('are forgotten with the cached answers, after a sign-in or sign-out', async () => {
    const requests = answering({ [PROFILE]: [{ username: 'before' }, { username: 'after' }] });
    askEarly([PROFILE]);
    clearQueryCache();
    expect(await api.get(PROFILE)).toEqual({ username: 'after' });
    expect(requests).toHaveLength(2);
  });

  it("are exactly what the frame's fetchers ask for first", async () => {
    const requests = stubFetch(() => json({}));
    askEarly(FRAME_FIRST_ANSWERS);
    await Promise.allSettled([getCurrentPublisher(), getLiveCompetition()]);
    expect(requests).toHaveLength(FRAME_FIRST_ANSWERS.length);
  });
});
