// The general API error handler: which text the publisher sees for a failed call, and
// which failures show nothing at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  errorText,
  handleApiError,
  splitViolations,
  toApiError,
} from '../../../src/shared/api';
import { notify } from '../../../src/shared/notify';
import { GENERIC_TEXT, json, stubFetch } from '../support';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The ApiError a real call answered with `response` ends in. */
async function errorFor(response: Response): Promise<ApiError> {
  stubFetch(() => response);
  return api.get('publishers/current').then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as ApiError,
  );
}

describe('errorText', () => {
  it('prefers hydra:description, then detail, then error', async () => {
    const all = { 'hydra:description': 'described', detail: 'detailed', error: 'erred' };
    expect(errorText(await errorFor(json(all, { status: 400 })))).toBe('described');
    const { detail, error } = all;
    expect(errorText(await errorFor(json({ detail, error }, { status: 400 })))).toBe('detailed');
    expect(errorText(await errorFor(json({ error }, { status: 409 })))).toBe('erred');
  });

  it('falls back to the generic text when the server gave none', async () => {
    expect(errorText(await errorFor(json({}, { status: 500 })))).toBe(GENERIC_TEXT);
    expect(errorText(await errorFor(json({ detail: '  ' }, { status: 500 })))).toBe(GENERIC_TEXT);
    expect(errorText(await errorFor(new Response(null, { status: 503 })))).toBe(GENERIC_TEXT);
  });

  it('gives the generic text for a network failure and for non-API errors', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const network = await api.get('balance').catch((error: unknown) => error);
    expect(errorText(network)).toBe(GENERIC_TEXT);
    expect(errorText(new Error('undefined is not a function'))).toBe(GENERIC_TEXT);
    expect(errorText(await toApiError('weird'))).toBe(GENERIC_TEXT);
  });

  it('does not show an HTML error page from a proxy as the message', async () => {
    const page =
      '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n' +
      '<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
    const error = await errorFor(
      new Response(page, { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(errorText(error)).toBe(GENERIC_TEXT);
  });
});

describe('handleApiError', () => {
  it('shows the server text or the generic text as an error notification', () => {
    const shown = vi.spyOn(notify, 'error');
    handleApiError(new ApiError({ kind: 'http', status: 500, message: 'Database is down' }));
    handleApiError(new ApiError({ kind: 'network' }));
    expect(shown.mock.calls).toEqual([['Database is down'], [GENERIC_TEXT]]);
  });

  it('shows nothing for a cancelled request or a 401 (already redirected)', () => {
    const shown = vi.spyOn(notify, 'error');
    handleApiError(new ApiError({ kind: 'cancelled' }));
    handleApiError(new ApiError({ kind: 'http', status: 401, message: 'JWT expired' }));
    expect(shown).not.toHaveBeenCalled();
  });

  it('shows each 422 violation as its own line', () => {
    const shown = vi.spyOn(notify, 'error');
    handleApiError(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'email: taken\nToo many requests',
        violations: [
          { propertyPath: 'email', message: 'taken' },
          { propertyPath: '', message: 'Too many requests' },
        ],
      }),
    );
    expect(shown.mock.calls).toEqual([['email: taken'], ['Too many requests']]);
  });

  it('logs unexpected non-API errors as well as notifying', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown = vi.spyOn(notify, 'error');
    handleApiError(new RangeError('boom'));
    expect(logged).toHaveBeenCalled();
    expect(shown).toHaveBeenCalledWith(GENERIC_TEXT);
  });
});

describe('isReportable', () => {
  it.each([403, 404, 405, 422, 401])('keeps %i out of error reporting', (status) => {
    expect(new ApiError({ kind: 'http', status }).isReportable).toBe(false);
  });

  it('reports server errors and network failures, not cancellations', () => {
    expect(new ApiError({ kind: 'http', status: 500 }).isReportable).toBe(true);
    expect(new ApiError({ kind: 'http', status: 400 }).isReportable).toBe(true);
    expect(new ApiError({ kind: 'network' }).isReportable).toBe(true);
    expect(new ApiError({ kind: 'cancelled' }).isReportable).toBe(false);
  });
});

describe('splitViolations', () => {
  it('puts violations on the form fields and keeps the rest unmatched', () => {
    const result = splitViolations(
      [
        { propertyPath: 'email', message: 'This value is already used.' },
        { propertyPath: 'email', message: 'Second email problem' },
        { propertyPath: 'plainPassword', message: 'Too weak' },
      ],
      ['email', 'username'],
    );
    expect(result.fieldErrors).toEqual({ email: 'This value is already used.' });
    expect(result.unmatched).toEqual([
      { propertyPath: 'email', message: 'Second email problem' },
      { propertyPath: 'plainPassword', message: 'Too weak' },
    ]);
  });
});
