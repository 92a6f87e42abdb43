// Offers and smartlinks are found by the relative id of their URL; old links by internal id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByRelativeId } from '../../../src/parcels/shell/features/offers/lib/by-relative-id';
import { json, stubFetch } from '../../shared/support';

const notFound = () =>
  json({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' }, { status: 404 });
const signal = () => new AbortController().signal;
const paths = (requests: Request[]) => requests.map((r) => new URL(r.url).pathname);

afterEach(() => vi.unstubAllGlobals());

describe('getByRelativeId', () => {
  it('asks for the relative id the URL carries', async () => {
    const requests = stubFetch(() => json({ id: 7, relativeId: 1007 }));
    await expect(getByRelativeId('offers', '1007', signal())).resolves.toMatchObject({ id: 7 });
    expect(paths(requests)).toEqual(['/publisher/api/offers/by_relative_id/1007']);
  });

  it('finds an old link by its internal id when no relative id matches', async () => {
    const requests = stubFetch((request) =>
      request.url.includes('by_relative_id') ? notFound() : json({ id: 7, relativeId: 507 }),
    );
    await expect(getByRelativeId('smartlinks', '7', signal())).resolves.toMatchObject({
      relativeId: 507,
    });
    expect(paths(requests)).toEqual([
      '/publisher/api/smartlinks/by_relative_id/7',
      '/publisher/api/smartlinks/7',
    ]);
  });

  it('answers the first 404 when neither finds it, and asks nothing more for a non-number', async () => {
    stubFetch(notFound);
    await expect(getByRelativeId('offers', '99999', signal())).rejects.toMatchObject({
      status: 404,
    });
    const requests = stubFetch(notFound);
    await expect(getByRelativeId('offers', 'abc', signal())).rejects.toMatchObject({
      status: 404,
    });
    expect(requests).toHaveLength(1);
  });
});
