// The page's QueryClient: a failed query or mutation reaches the general error handler (a
// notification), unless its meta says `silent: true` and the component shows the error itself.
import { describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { ApiError } from '../../../src/shared/api';
import { createQueryClient } from '../../../src/shared/query/query-client';
import { GENERIC_TEXT, toastTexts } from '../support';

const serverError = () =>
  new ApiError({ kind: 'http', status: 400, message: 'The server says no' });

describe('query errors', () => {
  it('go to the general handler by default', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(serverError()) })
      .catch(() => undefined);
    expect(toastTexts()).toEqual(['The server says no']);
  });

  it('stay with the component when the meta says silent', async () => {
    const client = createQueryClient();
    const error = await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(serverError()),
        meta: { silent: true },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(client.getQueryState(['b'])?.status).toBe('error');
    expect(toastTexts()).toEqual([]);
  });
});

describe('mutation errors', () => {
  const run = (meta?: { silent: boolean }) =>
    new MutationObserver(createQueryClient(), {
      mutationFn: () => Promise.reject(new Error('boom')),
      ...(meta ? { meta } : {}),
    })
      .mutate()
      .catch(() => undefined);

  it('go to the general handler by default (the generic text for an unknown failure)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await run();
    expect(toastTexts()).toEqual([GENERIC_TEXT]);
  });

  it('stay with the form when the meta says silent', async () => {
    await run({ silent: true });
    expect(toastTexts()).toEqual([]);
  });
});
